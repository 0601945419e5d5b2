import { useTranslation } from 'react-i18next';
import { Field, errorId } from '@parts/shared-kernel';
import type { OfferCustomer } from './offer-draft';
import styles from './offer.module.css';

const FIELDS = [
  { key: 'CustomerName', id: 'offer-customer-name', required: true, type: 'text', autoComplete: 'name' },
  { key: 'CustomerPhone', id: 'offer-customer-phone', required: false, type: 'tel', autoComplete: 'tel' },
  { key: 'CustomerEmail', id: 'offer-customer-email', required: false, type: 'email', autoComplete: 'email' },
  { key: 'CustomerVatNumber', id: 'offer-customer-vat', required: false, type: 'text', autoComplete: 'off' },
  { key: 'Vehicle', id: 'offer-vehicle', required: false, type: 'text', autoComplete: 'off' },
  { key: 'ValidUntil', id: 'offer-valid-until', required: true, type: 'date', autoComplete: 'off' },
] as const;

/**
 * The offer's customer, vehicle and validity (extension saved-offers): what a saved offer keeps
 * beside SPEC's Name and Comment. The server's word on a field is shown under it.
 */
export function OfferCustomerFields({
  customer,
  onChange,
  errors,
  defaultValidUntil,
}: {
  customer: OfferCustomer;
  onChange: (customer: OfferCustomer) => void;
  errors: Record<string, string[]>;
  /** The validity the offer has when none is chosen (yyyy-mm-dd). */
  defaultValidUntil: string;
}) {
  const { t } = useTranslation('cart');
  return (
    <fieldset className={[styles.customer, styles.noPrint].join(' ')}>
      <legend>{t('offer.saved.customer')}</legend>
      {FIELDS.map((field) => (
        <Field
          key={field.key}
          id={field.id}
          label={t(`offer.saved.fields.${field.key}`)}
          required={field.required}
          error={errors[field.key]?.[0]}
        >
          <input
            id={field.id}
            type={field.type}
            autoComplete={field.autoComplete}
            value={field.key === 'ValidUntil' ? customer.ValidUntil || defaultValidUntil : customer[field.key]}
            aria-invalid={errors[field.key] ? 'true' : 'false'}
            aria-describedby={errorId(field.id)}
            onChange={(event) => onChange({ ...customer, [field.key]: event.target.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}

/** The customer and vehicle as the printout shows them (the fields are not printed). */
export function OfferCustomerPrint({ customer }: { customer: OfferCustomer }) {
  const { t } = useTranslation('cart');
  const contact = [customer.CustomerPhone, customer.CustomerEmail].filter(Boolean).join(' · ');
  if (!customer.CustomerName && !contact && !customer.Vehicle) return null;
  return (
    <dl className={styles.customerPrint} data-testid="offer-customer">
      <div>
        <dt>{t('offer.saved.customer')}</dt>
        <dd>{[customer.CustomerName, contact].filter(Boolean).join(', ')}</dd>
      </div>
      {customer.CustomerVatNumber && (
        <div>
          <dt>{t('offer.saved.fields.CustomerVatNumber')}</dt>
          <dd>{customer.CustomerVatNumber}</dd>
        </div>
      )}
      {customer.Vehicle && (
        <div>
          <dt>{t('offer.saved.fields.Vehicle')}</dt>
          <dd>{customer.Vehicle}</dd>
        </div>
      )}
    </dl>
  );
}

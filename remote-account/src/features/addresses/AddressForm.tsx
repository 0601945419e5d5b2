import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { ADDRESS_EMAIL_RULE, ADDRESS_FORM_FIELDS, ADDRESS_TEXT_RULES, type AddressFormField } from '@parts/contract/address';
import { Button } from '@parts/shared-kernel';
import { CountryStateFields, useCountryHasStates } from '../forms/CountryStateFields';
import { InputField } from '../forms/InputField';
import { addressSchema, type AddressValues } from './address-schema';
import styles from '../forms/forms.module.css';

export interface AddressFormProps {
  /** Prefix of the control ids (two forms never share ids). */
  idPrefix: string;
  initial: AddressValues;
  submitLabel: string;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

type TextField = Exclude<AddressFormField, 'CountryId' | 'StateProvinceId'>;

/** Label (i18n key), input type and autofill of each text field. */
const TEXT_FIELDS: Record<TextField, { label: string; type?: string; autoComplete?: string }> = {
  FirstName: { label: 'customer.firstName', autoComplete: 'given-name' },
  LastName: { label: 'customer.lastName', autoComplete: 'family-name' },
  Company: { label: 'customer.company', autoComplete: 'organization' },
  VatNumber: { label: 'customer.vatNumber' },
  Email: { label: 'customer.email', type: 'email', autoComplete: 'email' },
  PhoneNumber: { label: 'customer.phone', type: 'tel', autoComplete: 'tel' },
  Address1: { label: 'address.address1', autoComplete: 'address-line1' },
  Address2: { label: 'address.address2', autoComplete: 'address-line2' },
  ZipPostalCode: { label: 'address.zip', autoComplete: 'postal-code' },
  City: { label: 'address.city', autoComplete: 'address-level2' },
  FaxNumber: { label: 'address.fax', type: 'tel' },
};

/**
 * The address form of SPEC section 5, asking the fields in the order every address form of the
 * shop asks them (contract ADDRESS_FORM_FIELDS); the state list follows the country.
 */
export function AddressForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const hasStates = useCountryHasStates();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(addressSchema(hasStates)),
    defaultValues: initial,
  });

  const field = (name: keyof AddressValues) => ({ id: `${idPrefix}-${name}`, registration: register(name), error: errors[name]?.message });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={submitLabel}>
      <div className={styles.grid}>
        {ADDRESS_FORM_FIELDS.map((name) => {
          if (name === 'StateProvinceId') return null; // beside the country it follows
          if (name === 'CountryId')
            return (
              <CountryStateFields
                key={name}
                idPrefix={idPrefix}
                country={register('CountryId')}
                state={register('StateProvinceId')}
                countryId={watch('CountryId')}
                countryError={errors.CountryId?.message}
                stateError={errors.StateProvinceId?.message}
                onCountryChanged={() => setValue('StateProvinceId', '')}
              />
            );
          const { label, type, autoComplete } = TEXT_FIELDS[name];
          return (
            <InputField
              key={name}
              {...field(name)}
              label={t(label)}
              required={name === 'Email' ? ADDRESS_EMAIL_RULE.required : ADDRESS_TEXT_RULES[name].required}
              type={type}
              autoComplete={autoComplete}
            />
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

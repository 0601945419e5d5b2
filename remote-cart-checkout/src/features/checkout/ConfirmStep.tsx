import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, Field, errorId, formatMoney, paths, useReferenceData } from '@parts/shared-kernel';
import type { CheckoutState } from './use-checkout';
import { ORDER_NOTE_MAX_LENGTH, canPlaceOrder } from './checkout-rules';
import { ConfirmSchema, type ConfirmValues } from './confirm-schema';
import { formatAddress } from './format-address';
import { CustomerReferenceField } from '../customer-reference/CustomerReferenceField';
import { JobTag } from '../job-reference/JobTag';
import { VorField } from '../vor/VorField';
import { BackorderLine } from '../backorders/BackorderNote';
import styles from './checkout.module.css';

export interface ConfirmStepProps {
  state: CheckoutState;
  placing: boolean;
  /** Extension team: a Requester sends the order for approval instead of placing it. */
  forApproval?: boolean;
  /** The order total of the summary (null while it is not in): shown beside Place order. */
  total: number | null;
  onBack: () => void;
  onPlaceOrder: (values: ConfirmValues) => void;
}

/** The content page of the shop's terms of service (demo data's 'Conditions of use', SPEC's /p/:url). */
const TERMS_PAGE = 'conditions-of-use';

/** Step 2: what will be ordered, an order note, the terms, Place order. */
export function ConfirmStep({ state, placing, forApproval = false, total, onBack, onPlaceOrder }: ConfirmStepProps) {
  const { t } = useTranslation('cart');
  const { countries } = useReferenceData();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ConfirmValues>({
    resolver: valibotResolver(ConfirmSchema),
    mode: 'onChange',
    defaultValues: { orderNote: '', terms: false, customerReference: '', vor: false },
  });
  const terms = watch('terms');
  const note = watch('orderNote');
  const { choice, addresses, shippingData, offered } = state;
  const shippingAddress = addresses.find((a) => a.Id === choice.shippingAddressId);
  const billingAddress = addresses.find((a) => a.Id === choice.billingAddressId);
  const pickupPoint = shippingData?.PickupPoints.find((p) => p.Id === choice.pickupPointId);
  const payment = offered.find((m) => m.PaymentMethodSystemName === choice.paymentMethodSystemName);

  return (
    <form className={styles.step} onSubmit={handleSubmit(onPlaceOrder)} noValidate aria-label={t('checkout.steps.confirm')}>
      <dl className={styles.review}>
        {choice.pickUpInStore ? (
          <div>
            <dt>{t('checkout.pickupPoint')}</dt>
            <dd>{pickupPoint?.Name}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('checkout.shippingAddress')}</dt>
              <dd>{shippingAddress && formatAddress(shippingAddress, countries)}</dd>
            </div>
            <div>
              <dt>{t('checkout.shippingMethod')}</dt>
              <dd>{choice.shippingMethod?.Name}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('checkout.paymentMethod')}</dt>
          <dd>{payment?.Name}</dd>
        </div>
        <div>
          <dt>{t('checkout.billingAddress')}</dt>
          <dd>{billingAddress && formatAddress(billingAddress, countries)}</dd>
        </div>
      </dl>

      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stacksOnPhones}`}>
          <caption className="visually-hidden">{t('checkout.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('line.product')}</th>
              <th scope="col" className={styles.money}>
                {t('line.quantity')}
              </th>
              <th scope="col" className={styles.money}>
                {t('line.priceGross')}
              </th>
              <th scope="col" className={styles.money}>
                {t('line.subTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.lines.map((line) => (
              <tr key={`${line.Product.Id}:${line.JobReference ?? ''}`}>
                <td className={styles.product}>
                  <strong className={styles.sku}>{line.Product.Sku}</strong> {line.Product.Name}
                  {/* extension job-reference: the job the line is for */}
                  {line.JobReference && (
                    <>
                      {' '}
                      <JobTag job={line.JobReference} />
                    </>
                  )}
                  {/* extension backorders: what of the line comes later, and when */}
                  <BackorderLine line={line} />
                </td>
                <td className={styles.money} data-label={t('line.quantity')}>
                  {line.Quantity}
                </td>
                <td className={styles.money} data-label={t('line.priceGross')}>
                  {formatMoney(line.Product.Price)}
                </td>
                <td className={styles.money} data-label={t('line.subTotal')}>
                  {formatMoney(line.Total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <CustomerReferenceField
        registration={register('customerReference')}
        error={errors.customerReference?.message}
        value={watch('customerReference')}
      />

      <VorField registration={register('vor')} />

      <Field
        id="order-note"
        label={t('checkout.orderNote')}
        hint={t('checkout.charactersLeft', { count: ORDER_NOTE_MAX_LENGTH - (note?.length ?? 0) })}
        error={errors.orderNote?.message ? t(`validation.${errors.orderNote.message}`, { max: ORDER_NOTE_MAX_LENGTH }) : undefined}
      >
        <textarea
          id="order-note"
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          aria-invalid={errors.orderNote ? 'true' : 'false'}
          aria-describedby={errorId('order-note')}
          {...register('orderNote')}
        />
      </Field>

      <div className={styles.terms}>
        <label>
          <input
            type="checkbox"
            aria-invalid={errors.terms ? 'true' : 'false'}
            aria-describedby={errorId('terms')}
            {...register('terms')}
          />{' '}
          <span>
            {t('checkout.termsAccept')} {/* a new tab: the checkout (and what was typed in it) stays as it is */}
            <a href={paths.page.href(TERMS_PAGE)} target="_blank" rel="noopener" className={styles.termsLink}>
              {t('checkout.termsLink')}
              <span className="visually-hidden"> {t('checkout.opensInNewTab')}</span>
            </a>
          </span>
        </label>
        {errors.terms && (
          <span id={errorId('terms')} className={styles.error} role="alert">
            {t('validation.required')}
          </span>
        )}
      </div>

      {/* on a phone a bar kept at the bottom of the screen: the total beside Place order */}
      <div className={`${styles.nav} ${styles.placeBar}`} data-testid="place-order-bar">
        <Button variant="secondary" onClick={onBack} disabled={placing}>
          {t('checkout.back')}
        </Button>
        <span className={styles.placeGroup}>
          {total !== null && (
            <span className={styles.barTotal} data-testid="place-order-total">
              <span className={styles.barTotalLabel}>{t('checkout.totalShort')}</span> <strong>{formatMoney(total)}</strong>
            </span>
          )}
          <Button type="submit" disabled={!canPlaceOrder(choice, terms === true, placing)}>
            {placing ? t('checkout.placing') : forApproval ? t('checkout.sendForApproval') : t('checkout.placeOrder')}
          </Button>
        </span>
      </div>
    </form>
  );
}

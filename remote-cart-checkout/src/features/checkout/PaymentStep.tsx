import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, formatMoney, useReferenceData } from '@parts/shared-kernel';
import type { CheckoutState } from './use-checkout';
import { canCopyShippingToBilling } from './checkout-rules';
import { formatAddress } from './format-address';
import styles from './checkout.module.css';

export interface PaymentStepProps {
  state: CheckoutState;
  onPaymentMethod: (systemName: string) => void;
  onBillingAddress: (addressId: number) => void;
  onCopyShipping: () => void;
}

/** Step 1: how it is paid and the billing address. */
export function PaymentStep({ state, onPaymentMethod, onBillingAddress, onCopyShipping }: PaymentStepProps) {
  const { t } = useTranslation('cart');
  const { countries } = useReferenceData();
  const { choice, offered, addresses } = state;

  return (
    <div className={styles.step}>
      <fieldset className={styles.group} aria-busy={state.paymentLoading}>
        <legend className={styles.legend}>{t('checkout.paymentMethod')}</legend>
        {state.paymentLoading ? (
          <Spinner label={t('checkout.loadingMethods')} inline />
        ) : offered.length === 0 ? (
          <Alert kind="warning">{t('checkout.noPaymentMethods')}</Alert>
        ) : (
          offered.map((method) => (
            <label key={method.PaymentMethodSystemName} className={styles.option}>
              <input
                type="radio"
                name="payment-method"
                required
                checked={choice.paymentMethodSystemName === method.PaymentMethodSystemName}
                onChange={() => onPaymentMethod(method.PaymentMethodSystemName)}
              />
              <span>
                <strong>{method.Name}</strong>
                {method.Description && <span className={styles.description}>{method.Description}</span>}
              </span>
              {method.Fee > 0 && <span className={styles.fee}>+{formatMoney(method.Fee)}</span>}
            </label>
          ))
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('checkout.billingAddress')}</legend>
        {canCopyShippingToBilling(choice, addresses) && (
          <Button variant="secondary" size="small" className={styles.copy} onClick={onCopyShipping}>
            {t('checkout.useShippingAddress')}
          </Button>
        )}
        {addresses.length === 0 ? (
          <Alert kind="warning">{t('checkout.noBillingAddress')}</Alert>
        ) : (
          addresses.map((address) => (
            <label key={address.Id} className={styles.option}>
              <input
                type="radio"
                name="billing-address"
                checked={choice.billingAddressId === address.Id}
                onChange={() => onBillingAddress(address.Id)}
              />
              <span>{formatAddress(address, countries)}</span>
            </label>
          ))
        )}
      </fieldset>
    </div>
  );
}

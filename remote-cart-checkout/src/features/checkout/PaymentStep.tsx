import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, formatMoney, useReferenceData } from '@parts/shared-kernel';
import type { CheckoutState } from './use-checkout';
import { canCopyShippingToBilling } from './checkout-rules';
import { formatAddress } from './format-address';
import { RadioOption } from './RadioOption';
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
            <RadioOption
              key={method.PaymentMethodSystemName}
              name="payment-method"
              required
              checked={choice.paymentMethodSystemName === method.PaymentMethodSystemName}
              onChange={() => onPaymentMethod(method.PaymentMethodSystemName)}
              description={method.Description}
              fee={method.Fee > 0 ? `+${formatMoney(method.Fee)}` : undefined}
            >
              <strong>{method.Name}</strong>
            </RadioOption>
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
            <RadioOption
              key={address.Id}
              name="billing-address"
              checked={choice.billingAddressId === address.Id}
              onChange={() => onBillingAddress(address.Id)}
            >
              {formatAddress(address, countries)}
            </RadioOption>
          ))
        )}
      </fieldset>
    </div>
  );
}

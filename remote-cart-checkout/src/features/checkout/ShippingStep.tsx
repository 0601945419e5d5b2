import { useTranslation } from 'react-i18next';
import { Alert, Spinner, formatMoney, useReferenceData, type Address } from '@parts/shared-kernel';
import type { CheckoutState } from './use-checkout';
import type { ShippingMethod } from './api/checkout-schemas';
import { formatAddress } from './format-address';
import { NewAddressForm } from './NewAddressForm';
import { RadioOption } from './RadioOption';
import styles from './checkout.module.css';

export interface ShippingStepProps {
  state: CheckoutState;
  onExistingAddress: (addressId: number) => void;
  onNewAddress: () => void;
  onPickup: () => void;
  onAddressCreated: (address: Address) => void;
  onPickupPoint: (pickupPointId: number) => void;
  onShippingMethod: (method: ShippingMethod) => void;
}

/** Step 0: where it goes (an existing or new address, or pickup in store) and how. */
export function ShippingStep({
  state,
  onExistingAddress,
  onNewAddress,
  onPickup,
  onAddressCreated,
  onPickupPoint,
  onShippingMethod,
}: ShippingStepProps) {
  const { t } = useTranslation('cart');
  const { countries } = useReferenceData();
  const { shippingData, addresses, mode, choice } = state;
  const allowPickup = !!shippingData && (shippingData.AllowPickUpInStore || shippingData.PickUpInStoreOnly);
  const pickupOnly = !!shippingData?.PickUpInStoreOnly;

  return (
    <div className={styles.step}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('checkout.shippingAddress')}</legend>
        {!pickupOnly &&
          addresses.map((address) => (
            <RadioOption
              key={address.Id}
              name="shipping-address"
              checked={mode === 'existing' && choice.shippingAddressId === address.Id}
              onChange={() => onExistingAddress(address.Id)}
            >
              {formatAddress(address, countries)}
            </RadioOption>
          ))}
        {!pickupOnly && (
          <RadioOption name="shipping-address" checked={mode === 'new'} onChange={onNewAddress}>
            {t('checkout.newAddress')}
          </RadioOption>
        )}
        {allowPickup && (
          <RadioOption name="shipping-address" checked={mode === 'pickup'} onChange={onPickup}>
            {t('checkout.pickupInStore')}
          </RadioOption>
        )}
      </fieldset>

      {mode === 'new' && <NewAddressForm email={state.customer?.Email ?? ''} onCreated={onAddressCreated} />}

      {mode === 'pickup' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('checkout.pickupPoint')}</legend>
          {shippingData?.PickupPoints.map((point) => (
            <RadioOption
              key={point.Id}
              name="pickup-point"
              required
              checked={choice.pickupPointId === point.Id}
              onChange={() => onPickupPoint(point.Id)}
              description={point.Description}
              fee={point.Fee > 0 ? formatMoney(point.Fee) : undefined}
            >
              <strong>{point.Name}</strong>
              {point.Address && (
                <span className={styles.muted}>
                  {' '}
                  —{' '}
                  {[point.Address.Address1, [point.Address.ZipPostalCode, point.Address.City].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              )}
            </RadioOption>
          ))}
        </fieldset>
      )}

      {mode === 'existing' && choice.shippingAddressId !== null && (
        <fieldset className={styles.group} aria-busy={state.methodsLoading}>
          <legend className={styles.legend}>{t('checkout.shippingMethod')}</legend>
          {state.methodsLoading ? (
            <Spinner label={t('checkout.loadingMethods')} inline />
          ) : state.shippingMethods.length === 0 ? (
            <Alert kind="warning">{t('checkout.noShippingMethods')}</Alert>
          ) : (
            state.shippingMethods.map((method) => (
              <RadioOption
                key={method.Name}
                name="shipping-method"
                required
                checked={choice.shippingMethod?.Name === method.Name}
                onChange={() => onShippingMethod(method)}
                description={method.Description}
                fee={formatMoney(method.Fee)}
              >
                <strong>{method.Name}</strong>
              </RadioOption>
            ))
          )}
          {state.warnings.map((warning) => (
            <Alert key={warning} kind="warning">
              {warning}
            </Alert>
          ))}
        </fieldset>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert, Spinner, formatMoney, useReferenceData, type Address } from '@parts/shared-kernel';
import type { CheckoutState } from './use-checkout';
import type { ShippingMethod } from './api/checkout-schemas';
import { formatAddress } from './format-address';
import { NewAddressForm } from './NewAddressForm';
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
            <label key={address.Id} className={styles.option}>
              <input
                type="radio"
                name="shipping-address"
                checked={mode === 'existing' && choice.shippingAddressId === address.Id}
                onChange={() => onExistingAddress(address.Id)}
              />
              <span>{formatAddress(address, countries)}</span>
            </label>
          ))}
        {!pickupOnly && (
          <label className={styles.option}>
            <input type="radio" name="shipping-address" checked={mode === 'new'} onChange={onNewAddress} />
            <span>{t('checkout.newAddress')}</span>
          </label>
        )}
        {allowPickup && (
          <label className={styles.option}>
            <input type="radio" name="shipping-address" checked={mode === 'pickup'} onChange={onPickup} />
            <span>{t('checkout.pickupInStore')}</span>
          </label>
        )}
      </fieldset>

      {mode === 'new' && <NewAddressForm email={state.customer?.Email ?? ''} onCreated={onAddressCreated} />}

      {mode === 'pickup' && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('checkout.pickupPoint')}</legend>
          {shippingData?.PickupPoints.map((point) => (
            <label key={point.Id} className={styles.option}>
              <input
                type="radio"
                name="pickup-point"
                required
                checked={choice.pickupPointId === point.Id}
                onChange={() => onPickupPoint(point.Id)}
              />
              <span>
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
                {point.Description && <span className={styles.description}>{point.Description}</span>}
              </span>
              {point.Fee > 0 && <span className={styles.fee}>{formatMoney(point.Fee)}</span>}
            </label>
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
              <label key={method.Name} className={styles.option}>
                <input
                  type="radio"
                  name="shipping-method"
                  required
                  checked={choice.shippingMethod?.Name === method.Name}
                  onChange={() => onShippingMethod(method)}
                />
                <span>
                  <strong>{method.Name}</strong>
                  {method.Description && <span className={styles.description}>{method.Description}</span>}
                </span>
                <span className={styles.fee}>{formatMoney(method.Fee)}</span>
              </label>
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

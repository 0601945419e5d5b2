import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, refreshCartCount } from '@parts/shared-kernel';
import { useVehicleBrand } from '../vehicle/current-vehicle';
import { addCartItem } from './api/add-cart-item';

/**
 * Add to cart (SPEC sections 4 and 7): AddItem with the current vehicle's marke and produktart,
 * then the new `cart:count` for the header. One message: the first notice of the answer (e.g.
 * the API added only what is in stock) as a warning, else 'Product added to cart'.
 */
export function useAddToCart() {
  const { t } = useTranslation('catalog');
  const brand = useVehicleBrand();
  const [adding, setAdding] = useState(false);
  const add = useCallback(
    async (productId: number, quantity: number): Promise<boolean> => {
      setAdding(true);
      try {
        const notices = await addCartItem({ ...brand, ProductId: productId, Quantity: quantity });
        if (notices[0]) notify('warning', notices[0]);
        else notify('success', t('cart.added'));
        try {
          await refreshCartCount();
        } catch {
          // the count stays as it was; the failure was already shown
        }
        return true;
      } catch {
        return false; // the http client has shown the failure
      } finally {
        setAdding(false);
      }
    },
    [brand, t],
  );
  return { add, adding };
}

import { notify, refreshCartCount, useReferenceData, withActiveJob } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { useVehicleBrand } from '../vehicle/current-vehicle';
import { addCartItem, addCartItemMutation } from './api/add-cart-item';

/**
 * Add to cart (SPEC sections 4 and 7): AddItem with the current vehicle's marke and produktart,
 * then what shows the cart is asked again (the header's count, the cart). One message: the first
 * notice of the answer (e.g. the API added only what is in stock) as an info message (SPEC section
 * 4), which leaves by itself like a success, else 'Product added to cart'.
 */
export function useAddToCart() {
  const brand = useVehicleBrand();
  const { config } = useReferenceData();
  const mutation = useApiMutation({
    ...addCartItemMutation,
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) =>
      // the dealer's active job, when there is one (extension job-reference)
      addCartItem(withActiveJob({ ...brand, ProductId: productId, Quantity: quantity }, config)),
    onSuccess: async (notices) => {
      if (notices[0]) notify('info', notices[0]);
      else notify('success', { key: 'catalog:cart.added' });
      // the header's count; it stays as it was when this fails (the failure was already shown)
      await refreshCartCount().catch(() => undefined);
    },
  });
  const add = (productId: number, quantity: number): Promise<boolean> =>
    mutation.mutateAsync({ productId, quantity }).then(
      () => true,
      () => false, // the http client has shown the failure
    );
  return { add, adding: mutation.isPending };
}

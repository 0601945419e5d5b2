import { http } from '@parts/shared-kernel';
import { PaymentMethodsSchema, type PaymentMethod } from './checkout-schemas';

/** GET /api/ShoppingCart/PaymentMethods?countryId=: the payment methods for a country (all without one). */
export async function getPaymentMethods(countryId: number | null): Promise<PaymentMethod[]> {
  const answer = await http.get('/api/ShoppingCart/PaymentMethods', { schema: PaymentMethodsSchema, query: { countryId } });
  return answer.PaymentMethods;
}

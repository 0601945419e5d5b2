/**
 * The checkout's server data (SPEC section 4), each a query: entering, the lines, the customer and
 * the shipping address data, asked at once; the methods of a shipping address (or pickup); the
 * totals of a choice. A language switch asks again and keeps what is shown until the answers are in.
 */
import { useMemo, useState } from 'react';
import { useApiQuery, useCustomer } from '@parts/shared-kernel/query';
import { useLocale } from '@parts/shared-kernel';
import { cartQuery } from '@parts/shared-kernel/cart';
import { keepLastTotals, totalsQuery } from '../totals/api/get-totals';
import { shippingAddressDataQuery } from './api/get-shipping-address-data';
import { addressMethodsQuery } from './api/get-shipping-methods';
import { pickupPaymentMethodsQuery } from './api/get-payment-methods';
import { totalsRequestOf, type CheckoutChoice } from './checkout-rules';

/** One empty list, the same on every render. */
const NONE: never[] = [];

export function useCheckoutEntry() {
  const locale = useLocale();
  const cart = useApiQuery(cartQuery(locale));
  const customer = useCustomer();
  const shipping = useApiQuery(shippingAddressDataQuery(locale));
  const lines = cart.data ?? NONE;
  const who = customer.data ?? null;
  const shippingData = shipping.data ?? null;
  const ready = lines.length > 0 && who !== null && shippingData !== null;
  // nothing to check out: an empty cart, or what the checkout needs could not be read (the notification said why)
  const leave = cart.data?.length === 0 || (!ready && (cart.isError || customer.isError || shipping.isError));
  const addresses = useMemo(
    () => (shippingData && shippingData.ExistingAddresses.length > 0 ? shippingData.ExistingAddresses : (who?.Addresses ?? NONE)),
    [shippingData, who],
  );
  return { lines, customer: who, shippingData, addresses, ready, leave };
}

/** A shipping address: its shipping methods and the payment methods of its country; pickup: every payment method. */
export function useMethodsFor({
  ready,
  shippingAddressId,
  shippingCountryId,
  pickUpInStore,
}: {
  ready: boolean;
  shippingAddressId: number | null;
  shippingCountryId: number | null;
  pickUpInStore: boolean;
}) {
  const locale = useLocale();
  const methods = useApiQuery({
    ...addressMethodsQuery(shippingAddressId ?? 0, shippingCountryId, locale),
    enabled: ready && shippingAddressId !== null,
  });
  const pickupPayments = useApiQuery({ ...pickupPaymentMethodsQuery(locale), enabled: ready && pickUpInStore });
  const forAddress = shippingAddressId !== null ? methods.data : undefined;
  const methodsLoading = shippingAddressId !== null && methods.isLoading;
  // the first answer for an address; later addresses show their loading in place
  const [methodsAnswered, setMethodsAnswered] = useState(false);
  if (!methodsAnswered && shippingAddressId !== null && (methods.isSuccess || methods.isError)) setMethodsAnswered(true);
  return {
    shippingMethods: forAddress?.ShippingMethods ?? NONE,
    warnings: forAddress?.Warnings ?? NONE,
    paymentMethods: (pickUpInStore ? pickupPayments.data : forAddress?.PaymentMethods) ?? NONE,
    methodsLoading,
    paymentLoading: pickUpInStore ? pickupPayments.isLoading : methodsLoading,
    methodsAnswered,
  };
}

/** The totals of a choice, the last ones shown until the new ones are in. */
export function useTotalsOf(choice: CheckoutChoice, ready: boolean) {
  const totals = useApiQuery({ ...totalsQuery(totalsRequestOf(choice), useLocale()), placeholderData: keepLastTotals, enabled: ready });
  return { totals: totals.data ?? null, totalsLoading: totals.isFetching };
}

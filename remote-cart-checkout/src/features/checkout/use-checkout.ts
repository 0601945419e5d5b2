/**
 * The checkout wizard (SPEC section 4): its own state only, what the dealer chose and the step; the
 * server's data comes from checkout-data.ts. Defaults come from the customer and the shipping
 * address data; payment methods are filtered by the shipping choice.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Address } from '@parts/shared-kernel';
import type { CartLine } from '../cart/api/cart-schemas';
import type { CurrentCustomer } from '../cart/api/get-current-customer';
import type { Totals } from '../totals/api/get-totals';
import type { PaymentMethod, ShippingAddressData, ShippingMethod } from './api/checkout-schemas';
import { useCheckoutEntry, useMethodsFor, useTotalsOf } from './checkout-data';
import {
  NO_CHOICE,
  defaultAddressId,
  defaultPickupPointId,
  defaultShippingMethod,
  keepOrDefaultPayment,
  offeredPaymentMethods,
  type CheckoutChoice,
  type CheckoutStep,
} from './checkout-rules';

export type ShippingMode = 'existing' | 'new' | 'pickup';

export interface CheckoutState {
  ready: boolean;
  /** Nothing to check out: the cart is empty or could not be read (the notification said why). */
  leave: boolean;
  lines: CartLine[];
  customer: CurrentCustomer | null;
  shippingData: ShippingAddressData | null;
  addresses: Address[];
  mode: ShippingMode;
  choice: CheckoutChoice;
  step: CheckoutStep;
  shippingMethods: ShippingMethod[];
  warnings: string[];
  methodsLoading: boolean;
  paymentMethods: PaymentMethod[];
  paymentLoading: boolean;
  offered: PaymentMethod[];
  totals: Totals | null;
  totalsLoading: boolean;
  /** The shipping methods of the preselected address have not answered yet (first look only). */
  firstMethodsPending: boolean;
}

/**
 * What the dealer chose. The shipping method is its place in the address's list (the same method
 * in another language); null: the one flagged Selected. A null payment method: the default of
 * those offered; a chosen one no longer offered gives way to the default.
 */
interface Chosen extends Omit<CheckoutChoice, 'shippingMethod'> {
  mode: ShippingMode;
  shippingMethodIndex: number | null;
}

const NOTHING_CHOSEN: Chosen = { ...NO_CHOICE, mode: 'existing', shippingMethodIndex: null };

/** The first look: pickup when the store says so, a new address when there is none, else the stored one. */
function defaultsOf(who: CurrentCustomer, data: ShippingAddressData, existing: readonly Address[]): Chosen {
  const billingAddressId = defaultAddressId(who.BillingAddress, existing);
  if (data.PickUpInStoreOnly || (data.AllowPickUpInStore && data.PickUpInStore))
    return {
      ...NOTHING_CHOSEN,
      mode: 'pickup',
      pickUpInStore: true,
      pickupPointId: defaultPickupPointId(data.PickupPoints),
      billingAddressId,
    };
  if (data.NewAddressPreselected || existing.length === 0) return { ...NOTHING_CHOSEN, mode: 'new', billingAddressId };
  return { ...NOTHING_CHOSEN, shippingAddressId: defaultAddressId(who.ShippingAddress, existing), billingAddressId };
}

export function useCheckout() {
  // the server's data: entering (the lines, the customer, the shipping address data)
  const { lines, customer: who, shippingData, addresses, ready, leave } = useCheckoutEntry();
  const defaults = useMemo(
    () => (who && shippingData ? defaultsOf(who, shippingData, addresses) : NOTHING_CHOSEN),
    [who, shippingData, addresses],
  );
  /** null until the dealer changes something: the defaults of the data. */
  const [own, setOwn] = useState<Chosen | null>(null);
  const [step, setStep] = useState<CheckoutStep>(0);
  const chosen = own ?? defaults;
  const choose = useCallback((change: (c: Chosen) => Chosen) => setOwn((c) => change(c ?? defaults)), [defaults]);

  // a shipping address: its shipping methods and the payment methods of its country; pickup: every payment method
  const shippingAddressId = chosen.pickUpInStore ? null : chosen.shippingAddressId;
  const shippingCountryId = addresses.find((a) => a.Id === chosen.shippingAddressId)?.CountryId ?? null;
  const { shippingMethods, warnings, paymentMethods, methodsLoading, paymentLoading, methodsAnswered } = useMethodsFor({
    ready,
    shippingAddressId,
    shippingCountryId: shippingCountryId === null ? null : Number(shippingCountryId),
    pickUpInStore: chosen.pickUpInStore,
  });
  const shippingMethod =
    chosen.shippingMethodIndex === null ? defaultShippingMethod(shippingMethods) : (shippingMethods[chosen.shippingMethodIndex] ?? null);
  const offered = useMemo(
    () => offeredPaymentMethods(paymentMethods, { pickUpInStore: chosen.pickUpInStore, shippingMethod }),
    [paymentMethods, chosen.pickUpInStore, shippingMethod],
  );
  const { mode, shippingMethodIndex: _index, ...rest } = chosen;
  const choice: CheckoutChoice = {
    ...rest,
    shippingMethod,
    // the payment method follows what is offered: kept while offered, else the default
    paymentMethodSystemName: paymentLoading
      ? chosen.paymentMethodSystemName
      : keepOrDefaultPayment(chosen.paymentMethodSystemName, offered),
  };

  const totals = useTotalsOf(choice, ready);

  const chooseExistingAddress = useCallback(
    (addressId: number) =>
      choose((c) => ({
        ...c,
        mode: 'existing',
        pickUpInStore: false,
        pickupPointId: null,
        shippingAddressId: addressId,
        shippingMethodIndex: null,
      })),
    [choose],
  );
  const chooseNewAddress = useCallback(
    () =>
      choose((c) => ({ ...c, mode: 'new', pickUpInStore: false, pickupPointId: null, shippingAddressId: null, shippingMethodIndex: null })),
    [choose],
  );
  /** Pickup clears the shipping address and the payment method. */
  const choosePickup = useCallback(
    () =>
      choose((c) => ({
        ...c,
        mode: 'pickup',
        pickUpInStore: true,
        pickupPointId: c.pickupPointId ?? defaultPickupPointId(shippingData?.PickupPoints ?? []),
        shippingAddressId: null,
        shippingMethodIndex: null,
        paymentMethodSystemName: null,
      })),
    [choose, shippingData],
  );
  /** A new address was created (and the addresses asked again): it is used. */
  const addressCreated = useCallback(
    (address: Address) => {
      choose((c) => ({ ...c, billingAddressId: c.billingAddressId ?? address.Id }));
      chooseExistingAddress(address.Id);
    },
    [choose, chooseExistingAddress],
  );
  const choosePickupPoint = useCallback((pickupPointId: number) => choose((c) => ({ ...c, pickupPointId })), [choose]);
  const chooseShippingMethod = useCallback(
    (method: ShippingMethod) => {
      const index = shippingMethods.findIndex((candidate) => candidate.Name === method.Name);
      choose((c) => ({ ...c, shippingMethodIndex: index >= 0 ? index : null }));
    },
    [choose, shippingMethods],
  );
  const choosePaymentMethod = useCallback(
    (paymentMethodSystemName: string) => choose((c) => ({ ...c, paymentMethodSystemName })),
    [choose],
  );
  const chooseBillingAddress = useCallback((billingAddressId: number) => choose((c) => ({ ...c, billingAddressId })), [choose]);
  const copyShippingToBilling = useCallback(() => choose((c) => ({ ...c, billingAddressId: c.shippingAddressId })), [choose]);

  const state: CheckoutState = {
    ready,
    leave,
    lines,
    customer: who,
    shippingData,
    addresses,
    mode,
    choice,
    step,
    shippingMethods,
    warnings,
    methodsLoading,
    paymentMethods,
    paymentLoading,
    offered,
    totals: totals.totals,
    totalsLoading: totals.totalsLoading,
    firstMethodsPending: ready && !methodsAnswered && shippingAddressId !== null,
  };
  return {
    state,
    setStep,
    chooseExistingAddress,
    chooseNewAddress,
    choosePickup,
    addressCreated,
    choosePickupPoint,
    chooseShippingMethod,
    choosePaymentMethod,
    chooseBillingAddress,
    copyShippingToBilling,
  };
}

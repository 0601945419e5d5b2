/**
 * The checkout wizard's state and loading (SPEC section 4): defaults from the customer and the
 * shipping address data; shipping methods per address; payment methods per country, filtered by
 * the shipping choice; totals recalculated on every change.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@parts/shared-kernel/router';
import { emit, paths, useLocale, type Address } from '@parts/shared-kernel';
import { getCart } from '../cart/api/get-cart';
import type { CartLine } from '../cart/api/cart-schemas';
import { getCurrentCustomer, type CurrentCustomer } from '../cart/api/get-current-customer';
import { getTotals, type Totals } from '../totals/api/get-totals';
import type { TotalsRequest } from '../totals/api/totals-request';
import type { PaymentMethod, ShippingAddressData, ShippingMethod } from './api/checkout-schemas';
import { getShippingAddressData } from './api/get-shipping-address-data';
import { getShippingMethods } from './api/get-shipping-methods';
import { getPaymentMethods } from './api/get-payment-methods';
import {
  NO_CHOICE,
  defaultAddressId,
  defaultPickupPointId,
  defaultShippingMethod,
  keepOrDefaultPayment,
  offeredPaymentMethods,
  totalsRequestOf,
  type CheckoutChoice,
  type CheckoutStep,
} from './checkout-rules';

export type ShippingMode = 'existing' | 'new' | 'pickup';

export interface CheckoutState {
  ready: boolean;
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

/** The chosen method in the list loaded again (in another language): the one at the same place. */
function sameMethodIn(previous: readonly ShippingMethod[], chosen: ShippingMethod | null, next: readonly ShippingMethod[]): ShippingMethod | null {
  const index = chosen ? previous.findIndex((method) => method.Name === chosen.Name) : -1;
  return index >= 0 && previous.length === next.length ? (next[index] ?? null) : null;
}

export function useCheckout() {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [customer, setCustomer] = useState<CurrentCustomer | null>(null);
  const [shippingData, setShippingData] = useState<ShippingAddressData | null>(null);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [mode, setMode] = useState<ShippingMode>('existing');
  const [choice, setChoice] = useState<CheckoutChoice>(NO_CHOICE);
  const [step, setStep] = useState<CheckoutStep>(0);
  const [shippingMethods, setShippingMethods] = useState<ShippingMethod[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [methodsLoading, setMethodsLoading] = useState(false);
  const [methodsAnswered, setMethodsAnswered] = useState(false);
  const [paymentMethods, setPaymentMethods] = useState<PaymentMethod[]>([]);
  const [paymentLoading, setPaymentLoading] = useState(false);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [totalsLoading, setTotalsLoading] = useState(false);
  // names (parts, addresses' countries, pickup points, methods) are in the shop's language: a
  // switch loads them again, keeping every choice and what is shown until the answers are in
  const locale = useLocale();
  const loadedLocale = useRef(locale);
  const methodsFor = useRef<{ scope: string; locale: string; methods: ShippingMethod[] } | null>(null);

  // Entering: an empty cart goes back to /cart; otherwise the customer and the shipping data.
  useEffect(() => {
    let current = true;
    (async () => {
      const lines = await getCart();
      if (!current) return;
      emit('cart:count', lines.length);
      if (lines.length === 0) {
        navigate(paths.cart.href(), { replace: true });
        return;
      }
      setLines(lines);
      const [who, data] = await Promise.all([getCurrentCustomer(), getShippingAddressData()]);
      if (!current) return;
      const existing = data.ExistingAddresses.length > 0 ? data.ExistingAddresses : who.Addresses;
      setCustomer(who);
      setShippingData(data);
      setAddresses(existing);
      const billingAddressId = defaultAddressId(who.BillingAddress, existing);
      if (data.PickUpInStoreOnly || (data.AllowPickUpInStore && data.PickUpInStore)) {
        setMode('pickup');
        setChoice({ ...NO_CHOICE, pickUpInStore: true, pickupPointId: defaultPickupPointId(data.PickupPoints), billingAddressId });
      } else if (data.NewAddressPreselected || existing.length === 0) {
        setMode('new');
        setChoice({ ...NO_CHOICE, billingAddressId });
      } else {
        setMode('existing');
        setChoice({ ...NO_CHOICE, shippingAddressId: defaultAddressId(who.ShippingAddress, existing), billingAddressId });
      }
      setReady(true);
    })().catch(() => {
      // shown by the shared notification; without a cart there is nothing to check out
      if (current) navigate(paths.cart.href(), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);

  // A language switch: the lines, the addresses and the pickup points again.
  useEffect(() => {
    if (!ready || loadedLocale.current === locale) return;
    loadedLocale.current = locale;
    let current = true;
    Promise.all([getCart(), getShippingAddressData()])
      .then(([freshLines, data]) => {
        if (!current) return;
        setLines(freshLines);
        setShippingData(data);
        setAddresses((shown) => {
          const fresh = new Map(data.ExistingAddresses.map((address) => [address.Id, address]));
          return shown.map((address) => fresh.get(address.Id) ?? address);
        });
      })
      .catch(() => undefined); // the notification said why; the checkout goes on with what is shown
    return () => {
      current = false;
    };
  }, [ready, locale]);

  // A shipping address: its shipping methods (the one flagged Selected preselected) and the
  // payment methods of its country.
  const shippingAddress = addresses.find((a) => a.Id === choice.shippingAddressId) ?? null;
  const shippingAddressId = choice.pickUpInStore ? null : choice.shippingAddressId;
  const shippingCountryId = shippingAddress?.CountryId ?? null;
  useEffect(() => {
    if (!ready || shippingAddressId === null) return;
    let current = true;
    const scope = `${shippingAddressId}|${shippingCountryId ?? ''}`;
    const shown = methodsFor.current;
    if (shown && shown.scope === scope && shown.locale !== locale) {
      // the same address in another language: both lists at once (payment methods name the
      // shipping methods they go with), the chosen method kept, no loading state in between
      Promise.all([getShippingMethods(shippingAddressId), getPaymentMethods(shippingCountryId === null ? null : Number(shippingCountryId))])
        .then(([answer, methods]) => {
          if (!current) return;
          methodsFor.current = { scope, locale, methods: answer.ShippingMethods };
          setShippingMethods(answer.ShippingMethods);
          setWarnings(answer.Warnings);
          setPaymentMethods(methods);
          setChoice((c) => ({ ...c, shippingMethod: sameMethodIn(shown.methods, c.shippingMethod, answer.ShippingMethods) ?? defaultShippingMethod(answer.ShippingMethods) }));
        })
        .catch(() => undefined);
      return () => {
        current = false;
      };
    }
    setMethodsLoading(true);
    setPaymentLoading(true);
    getShippingMethods(shippingAddressId)
      .then((answer) => {
        if (!current) return;
        methodsFor.current = { scope, locale, methods: answer.ShippingMethods };
        setShippingMethods(answer.ShippingMethods);
        setWarnings(answer.Warnings);
        setChoice((c) => ({ ...c, shippingMethod: defaultShippingMethod(answer.ShippingMethods) }));
      })
      .catch(() => current && setShippingMethods([]))
      .finally(() => {
        if (!current) return;
        setMethodsLoading(false);
        setMethodsAnswered(true);
      });
    getPaymentMethods(shippingCountryId === null ? null : Number(shippingCountryId))
      .then((methods) => current && setPaymentMethods(methods))
      .catch(() => current && setPaymentMethods([]))
      .finally(() => current && setPaymentLoading(false));
    return () => {
      current = false;
    };
  }, [ready, shippingAddressId, shippingCountryId, locale]);

  // Pickup in store: the payment methods afresh (only those without shipments will be offered).
  const pickUpInStore = choice.pickUpInStore;
  const pickupLocale = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !pickUpInStore) {
      pickupLocale.current = null;
      return;
    }
    let current = true;
    // a language switch loads them again without a loading state in between
    if (pickupLocale.current === null) setPaymentLoading(true);
    pickupLocale.current = locale;
    getPaymentMethods(null)
      .then((methods) => current && setPaymentMethods(methods))
      .catch(() => current && setPaymentMethods([]))
      .finally(() => current && setPaymentLoading(false));
    return () => {
      current = false;
    };
  }, [ready, pickUpInStore, locale]);

  const offered = useMemo(() => offeredPaymentMethods(paymentMethods, choice), [paymentMethods, choice]);

  // The payment method follows what is offered: kept while offered, else the default.
  useEffect(() => {
    if (paymentLoading) return;
    setChoice((c) => {
      const next = keepOrDefaultPayment(c.paymentMethodSystemName, offered);
      return next === c.paymentMethodSystemName ? c : { ...c, paymentMethodSystemName: next };
    });
  }, [offered, paymentLoading]);

  // Totals on every change of the choice.
  const requestKey = JSON.stringify(totalsRequestOf(choice));
  const lastRequest = useRef('');
  useEffect(() => {
    if (!ready) return;
    lastRequest.current = requestKey;
    const controller = new AbortController();
    setTotalsLoading(true);
    getTotals(JSON.parse(requestKey) as TotalsRequest, controller.signal)
      .then((answer) => lastRequest.current === requestKey && setTotals(answer))
      .catch(() => undefined)
      .finally(() => lastRequest.current === requestKey && setTotalsLoading(false));
    return () => controller.abort();
  }, [ready, requestKey]);

  const chooseExistingAddress = useCallback((addressId: number) => {
    setMode('existing');
    setShippingMethods([]);
    setWarnings([]);
    setChoice((c) => ({ ...c, pickUpInStore: false, pickupPointId: null, shippingAddressId: addressId, shippingMethod: null }));
  }, []);

  const chooseNewAddress = useCallback(() => {
    setMode('new');
    setShippingMethods([]);
    setWarnings([]);
    setPaymentMethods([]);
    setChoice((c) => ({ ...c, pickUpInStore: false, pickupPointId: null, shippingAddressId: null, shippingMethod: null }));
  }, []);

  /** Pickup clears the shipping address and resets the payment method list. */
  const choosePickup = useCallback(() => {
    setMode('pickup');
    setShippingMethods([]);
    setWarnings([]);
    setPaymentMethods([]);
    setChoice((c) => ({
      ...c,
      pickUpInStore: true,
      pickupPointId: c.pickupPointId ?? defaultPickupPointId(shippingData?.PickupPoints ?? []),
      shippingAddressId: null,
      shippingMethod: null,
      paymentMethodSystemName: null,
    }));
  }, [shippingData]);

  /** A new address was created: it becomes an existing one and is used. */
  const addressCreated = useCallback(
    (address: Address) => {
      setAddresses((list) => [...list.filter((a) => a.Id !== address.Id), address]);
      setChoice((c) => ({ ...c, billingAddressId: c.billingAddressId ?? address.Id }));
      chooseExistingAddress(address.Id);
    },
    [chooseExistingAddress],
  );

  const choosePickupPoint = useCallback((pickupPointId: number) => setChoice((c) => ({ ...c, pickupPointId })), []);
  const chooseShippingMethod = useCallback((shippingMethod: ShippingMethod) => setChoice((c) => ({ ...c, shippingMethod })), []);
  const choosePaymentMethod = useCallback((paymentMethodSystemName: string) => setChoice((c) => ({ ...c, paymentMethodSystemName })), []);
  const chooseBillingAddress = useCallback((billingAddressId: number) => setChoice((c) => ({ ...c, billingAddressId })), []);
  const copyShippingToBilling = useCallback(() => setChoice((c) => ({ ...c, billingAddressId: c.shippingAddressId })), []);

  const state: CheckoutState = {
    ready,
    lines,
    customer,
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
    totals,
    totalsLoading,
    firstMethodsPending: ready && !methodsAnswered && !choice.pickUpInStore && choice.shippingAddressId !== null,
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

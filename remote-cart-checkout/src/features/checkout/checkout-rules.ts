/**
 * The checkout wizard's rules of SPEC section 4, kept pure so they can be read and tested alone:
 * when Next and Place order are enabled, where a step header may go, which payment methods a
 * shipping choice allows, the defaults, and the totals/confirm request.
 */
import type { Address } from '@parts/shared-kernel';
import { EMPTY_TOTALS_REQUEST, type TotalsRequest } from '../totals/api/totals-request';
import type { PaymentMethod, PickupPoint, ShippingMethod } from './api/checkout-schemas';

export const CHECKOUT_STEPS = ['shipping', 'payment', 'confirm'] as const;
export type CheckoutStep = 0 | 1 | 2;
/** SPEC section 9: the contract's order note max length. */
export { ORDER_NOTE_MAX_LENGTH } from '@parts/contract/checkout-request';
/** The shipping rate method of pickup in store (api/CONTRACT.md). */
const PICKUP_RATE_METHOD = 'Pickup.PickupInStore';

export interface CheckoutChoice {
  pickUpInStore: boolean;
  pickupPointId: number | null;
  shippingAddressId: number | null;
  shippingMethod: ShippingMethod | null;
  paymentMethodSystemName: string | null;
  billingAddressId: number | null;
}

export const NO_CHOICE: CheckoutChoice = {
  pickUpInStore: false,
  pickupPointId: null,
  shippingAddressId: null,
  shippingMethod: null,
  paymentMethodSystemName: null,
  billingAddressId: null,
};

/** Next on step 0: pickup with a point, or a shipping method and a shipping address. */
function canLeaveShipping(choice: CheckoutChoice): boolean {
  if (choice.pickUpInStore) return choice.pickupPointId !== null;
  return choice.shippingMethod !== null && choice.shippingAddressId !== null;
}

/**
 * The shipping is known (its amount, 0 included, may be shown): pickup with a point, or a shipping
 * method chosen; before that the totals show no shipping amount (issue 27).
 */
export function shippingChosen(choice: CheckoutChoice): boolean {
  return choice.pickUpInStore ? choice.pickupPointId !== null : choice.shippingMethod !== null;
}

/** Next on step 1: a payment method and a billing address. */
function canLeavePayment(choice: CheckoutChoice): boolean {
  return !!choice.paymentMethodSystemName && choice.billingAddressId !== null;
}

/** Next from a step (Place order has its own rule). */
export function canGoNext(step: CheckoutStep, choice: CheckoutChoice): boolean {
  if (step === 0) return canLeaveShipping(choice);
  if (step === 1) return canLeavePayment(choice);
  return false;
}

/** Back is allowed from any step above 0. */
export function canGoBack(step: CheckoutStep): boolean {
  return step > 0;
}

/** A step header only goes backwards. */
export function canOpenStep(current: CheckoutStep, target: CheckoutStep): boolean {
  return target < current;
}

/** Place order: only with the terms accepted, the earlier steps complete, and not already sent. */
export function canPlaceOrder(choice: CheckoutChoice, termsAccepted: boolean, placing: boolean): boolean {
  return termsAccepted && !placing && canLeaveShipping(choice) && canLeavePayment(choice);
}

/**
 * The payment methods a shipping choice allows: in pickup mode only those with an empty
 * AvailableShipments; otherwise those whose AvailableShipments contain the chosen method; with no
 * method chosen, none.
 */
export function offeredPaymentMethods(
  methods: readonly PaymentMethod[],
  choice: Pick<CheckoutChoice, 'pickUpInStore' | 'shippingMethod'>,
): PaymentMethod[] {
  if (choice.pickUpInStore) return methods.filter((m) => m.AvailableShipments.length === 0);
  const name = choice.shippingMethod?.Name;
  if (!name) return [];
  return methods.filter((m) => m.AvailableShipments.includes(name));
}

/** 'Use address from shipping' is offered only when the shipping address is an existing one. */
export function canCopyShippingToBilling(choice: CheckoutChoice, existing: readonly Address[]): boolean {
  return !choice.pickUpInStore && choice.shippingAddressId !== null && existing.some((a) => a.Id === choice.shippingAddressId);
}

/** The customer's stored address if it is still there, else the first existing one. */
export function defaultAddressId(stored: number | null | undefined, existing: readonly Address[]): number | null {
  if (stored !== null && stored !== undefined && existing.some((a) => a.Id === stored)) return stored;
  return existing[0]?.Id ?? null;
}

export function defaultShippingMethod(methods: readonly ShippingMethod[]): ShippingMethod | null {
  return methods.find((m) => m.Selected) ?? null;
}

export function defaultPickupPointId(points: readonly PickupPoint[]): number | null {
  return points.find((p) => p.Default)?.Id ?? null;
}

/**
 * The payment method flagged Selected, if the shipping choice offers it; else, when the choice
 * offers exactly one (pickup in store: 'Pay at pickup'), that one: there is nothing to choose, so
 * it is chosen for the dealer and Next is enabled (issue 27).
 */
export function defaultPaymentMethod(offered: readonly PaymentMethod[]): string | null {
  const selected = offered.find((m) => m.Selected) ?? (offered.length === 1 ? offered[0] : undefined);
  return selected?.PaymentMethodSystemName ?? null;
}

/** Keeps the chosen payment method while it is offered, else falls back to the default. */
export function keepOrDefaultPayment(current: string | null, offered: readonly PaymentMethod[]): string | null {
  if (current && offered.some((m) => m.PaymentMethodSystemName === current)) return current;
  return defaultPaymentMethod(offered);
}

/** The Totals / ConfirmCheckout body for a choice. */
export function totalsRequestOf(
  choice: CheckoutChoice,
  confirmation?: { orderNote: string; terms: boolean; customerReference?: string; vor?: boolean },
): TotalsRequest {
  const request: TotalsRequest = {
    ...EMPTY_TOTALS_REQUEST,
    BillingAddressId: choice.billingAddressId ?? '',
    PaymentMethodSystemName: choice.paymentMethodSystemName ?? '',
    TermsOfServiceOnOrderConfirmPage: confirmation?.terms ?? false,
    OrderNote: confirmation?.orderNote ?? '',
    // extension order-reference: sent only when the dealer gave one (its field shows only with the extension)
    ...(confirmation?.customerReference?.trim() ? { CustomerReference: confirmation.customerReference.trim() } : {}),
    // extension vor: sent only when the dealer marked the order (its checkbox shows only with the extension)
    ...(confirmation?.vor ? { Vor: true } : {}),
  };
  if (choice.pickUpInStore) {
    return {
      ...request,
      ShippingAddressId: '',
      PickUpInStoreId: choice.pickupPointId ?? '',
      ShippingRateComputationMethodSystemName: PICKUP_RATE_METHOD,
      ShippingMethodName: '',
    };
  }
  return {
    ...request,
    ShippingAddressId: choice.shippingAddressId ?? '',
    PickUpInStoreId: '',
    ShippingMethodName: choice.shippingMethod?.Name ?? '',
    ShippingRateComputationMethodSystemName: choice.shippingMethod?.ShippingRateComputationMethodSystemName ?? '',
  };
}

/** The message of a refused order: the Errors joined with a comma, else null (then 'Something went wrong!'). */
export function refusalMessage(errors: readonly string[]): string | null {
  const text = errors.filter((e) => e.trim()).join(', ');
  return text || null;
}

import type * as v from 'valibot';
import type * as contract from '@parts/contract/checkout';
import { keys } from '@parts/shared-kernel/query';

/** SPEC section 3, "Checkout data": the contract's schemas, read strictly. */
export type PickupPoint = v.InferOutput<typeof contract.PickupPointSchema>;
export type ShippingAddressData = v.InferOutput<typeof contract.ShippingAddressDataSchema>;
export type ShippingMethods = v.InferOutput<typeof contract.ShippingMethodsSchema>;
export type ShippingMethod = ShippingMethods['ShippingMethods'][number];
export type PaymentMethod = v.InferOutput<typeof contract.PaymentMethodSchema>;
export type ConfirmResult = v.InferOutput<typeof contract.ConfirmCheckoutResultSchema>;

/** Every query of the checkout's data starts with this key. */
export const CHECKOUT_KEY = keys.checkout;

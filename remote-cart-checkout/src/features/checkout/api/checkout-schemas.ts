import type * as v from 'valibot';
import * as contract from '@parts/contract/checkout';

/** SPEC section 3, "Checkout data", as the contract has it. */
export const PickupPointSchema = contract.PickupPointSchema;
export type PickupPoint = v.InferOutput<typeof PickupPointSchema>;

export const ShippingAddressDataSchema = contract.ShippingAddressDataSchema;
export type ShippingAddressData = v.InferOutput<typeof ShippingAddressDataSchema>;

export const ShippingMethodsSchema = contract.ShippingMethodsSchema;
export type ShippingMethods = v.InferOutput<typeof ShippingMethodsSchema>;
export type ShippingMethod = ShippingMethods['ShippingMethods'][number];

export const PaymentMethodSchema = contract.PaymentMethodSchema;
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentMethodsSchema = contract.PaymentMethodsSchema;

export const ConfirmResultSchema = contract.ConfirmCheckoutResultSchema;
export type ConfirmResult = v.InferOutput<typeof ConfirmResultSchema>;

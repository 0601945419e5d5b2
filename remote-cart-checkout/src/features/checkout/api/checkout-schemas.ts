import type * as v from 'valibot';
import * as contract from '@parts/contract/checkout';
import { tolerant } from '@parts/contract/tolerant';

/** SPEC section 3, "Checkout data", as the contract has it (read tolerantly). */
export const PickupPointSchema = tolerant(contract.PickupPointSchema);
export type PickupPoint = v.InferOutput<typeof PickupPointSchema>;

export const ShippingAddressDataSchema = tolerant(contract.ShippingAddressDataSchema);
export type ShippingAddressData = v.InferOutput<typeof ShippingAddressDataSchema>;

export const ShippingMethodsSchema = tolerant(contract.ShippingMethodsSchema);
export type ShippingMethods = v.InferOutput<typeof ShippingMethodsSchema>;
export type ShippingMethod = ShippingMethods['ShippingMethods'][number];

export const PaymentMethodSchema = tolerant(contract.PaymentMethodSchema);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentMethodsSchema = tolerant(contract.PaymentMethodsSchema);

export const ConfirmResultSchema = tolerant(contract.ConfirmCheckoutResultSchema);
export type ConfirmResult = v.InferOutput<typeof ConfirmResultSchema>;

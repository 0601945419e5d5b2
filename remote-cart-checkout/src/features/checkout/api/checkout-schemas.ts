import * as v from 'valibot';
import { AddressSchema, flag, id, list, num, text } from '@parts/shared-kernel';

/** SPEC section 3, "Checkout data": pickup points. */
export const PickupPointSchema = v.object({
  Id: id(),
  Name: text(),
  Description: text(),
  Default: flag(),
  Fee: num(),
  Address: v.nullish(
    v.object({ Address1: text(), City: text(), ZipPostalCode: text(), CountryId: v.nullish(id(), null), CountryName: text() }),
    null,
  ),
});
export type PickupPoint = v.InferOutput<typeof PickupPointSchema>;

export const ShippingAddressDataSchema = v.object({
  ExistingAddresses: list(AddressSchema),
  NewAddressPreselected: flag(),
  PickupPoints: list(PickupPointSchema),
  PickUpInStore: flag(),
  AllowPickUpInStore: flag(),
  PickUpInStoreOnly: flag(),
});
export type ShippingAddressData = v.InferOutput<typeof ShippingAddressDataSchema>;

export const ShippingMethodSchema = v.object({
  Name: text(),
  Fee: num(),
  Description: text(),
  Selected: flag(),
  ShippingRateComputationMethodSystemName: text(),
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;

export const ShippingMethodsSchema = v.object({
  ShippingMethods: list(ShippingMethodSchema),
  Warnings: list(v.string()),
});
export type ShippingMethods = v.InferOutput<typeof ShippingMethodsSchema>;

export const PaymentMethodSchema = v.object({
  Name: text(),
  Fee: num(),
  Description: text(),
  PaymentMethodSystemName: text(),
  AvailableShipments: list(v.string()),
  Selected: flag(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentMethodsSchema = v.object({ PaymentMethods: list(PaymentMethodSchema) });

export const ConfirmResultSchema = v.object({
  Success: flag(),
  PlacedOrder: v.nullish(v.object({ Id: v.nullish(id(), null), OrderNumber: v.union([v.string(), v.number()]) }), null),
  Errors: list(v.string()),
});
export type ConfirmResult = v.InferOutput<typeof ConfirmResultSchema>;

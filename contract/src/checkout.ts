import * as v from 'valibot';
import { AddressSchema } from './customer';

export const PickupPointSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Description: v.string(),
  Default: v.boolean(),
  Fee: v.number(),
  /** null when a back end does not know the point's address (this API always sends it). */
  Address: v.nullable(
    v.object({
      Address1: v.string(),
      City: v.string(),
      ZipPostalCode: v.string(),
      CountryId: v.number(),
      CountryName: v.string(),
    }),
  ),
});
export type PickupPoint = v.InferOutput<typeof PickupPointSchema>;

export const ShippingAddressDataSchema = v.object({
  ExistingAddresses: v.array(AddressSchema),
  NewAddressPreselected: v.boolean(),
  PickupPoints: v.array(PickupPointSchema),
  PickUpInStore: v.boolean(),
  AllowPickUpInStore: v.boolean(),
  PickUpInStoreOnly: v.boolean(),
});

export const ShippingMethodsSchema = v.object({
  ShippingMethods: v.array(
    v.object({
      Name: v.string(),
      Fee: v.number(),
      Description: v.string(),
      Selected: v.boolean(),
      ShippingRateComputationMethodSystemName: v.string(),
    }),
  ),
  Warnings: v.array(v.string()),
});

export const PaymentMethodSchema = v.object({
  Name: v.string(),
  Fee: v.number(),
  Description: v.string(),
  PaymentMethodSystemName: v.string(),
  AvailableShipments: v.array(v.string()),
  Selected: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentMethodsSchema = v.object({ PaymentMethods: v.array(PaymentMethodSchema) });

export const ConfirmCheckoutResultSchema = v.object({
  Success: v.boolean(),
  PlacedOrder: v.nullable(v.object({ Id: v.number(), OrderNumber: v.string() })),
  Errors: v.array(v.string()),
  /** Extension team: the order waits for approval (a Requester's, or over a Buyer's monthly limit); PlacedOrder is null. */
  AwaitingApproval: v.optional(v.object({ Id: v.number() })),
});

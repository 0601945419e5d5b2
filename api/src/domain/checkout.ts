import type * as v from 'valibot';
import type { PaymentMethod, PickupPoint, ShippingAddressDataSchema, ShippingMethodsSchema } from '@parts/contract/checkout';
import type { Address } from '@parts/contract/customer';
import type { PickupAddress } from '@parts/contract/orders';
import {
  deliversTo,
  paymentMethodRows,
  pickupPointRow,
  pickupPointRows,
  shippingMethodNamed,
  shippingMethodsFor,
  type PickupRow,
  type ShippingMethod,
} from '../data/checkout';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';
import { customerAddress, customerAddresses } from '../data/addresses';
import { countryExists } from '../data/reference-data';
import { translate } from '../i18n/messages';

/** The rate computation methods of the two ways an order leaves the shop. */
export const COURIER_RATE_METHOD = 'Shipping.FixedRate';
export const PICKUP_RATE_METHOD = 'Pickup.PickupInStore';

/** Payment methods, optionally only those offered in a country; `AvailableShipments: []` = pickup only. */
async function paymentMethods(db: Executor, language: Language, countryId?: number): Promise<PaymentMethod[]> {
  return (await paymentMethodRows(db, language))
    .filter((row) => {
      const countries = JSON.parse(row.countries ?? '[]') as number[];
      return countryId === undefined || countries.length === 0 || countries.includes(countryId);
    })
    .map((row) => ({
      Name: row.name,
      Fee: row.fee,
      Description: row.description,
      PaymentMethodSystemName: row.system_name,
      AvailableShipments: JSON.parse(row.shipments ?? '[]') as string[],
      Selected: row.is_default === 1,
    }));
}

/** A pickup point of this shop: its address is always known. */
export type ShopPickupPoint = PickupPoint & { Address: NonNullable<PickupPoint['Address']> };

const toPickupPoint = (row: PickupRow): ShopPickupPoint => ({
  Id: row.id,
  Name: row.name,
  Description: row.description,
  Default: row.is_default === 1,
  Fee: row.fee,
  Address: {
    Address1: row.address1,
    City: row.city,
    ZipPostalCode: row.zip_postal_code,
    CountryId: row.country_id,
    CountryName: row.country_name,
  },
});

async function pickupPoints(db: Executor, language: Language): Promise<ShopPickupPoint[]> {
  return (await pickupPointRows(db, language)).map(toPickupPoint);
}

export function pickupAddressOf(point: ShopPickupPoint): PickupAddress {
  return { Name: point.Name, ...point.Address };
}

/** What the checkout wizard has chosen (the totals / confirm request). */
export interface CheckoutChoice {
  BillingAddressId?: number | undefined;
  ShippingAddressId?: number | undefined;
  ShippingMethodName: string;
  ShippingRateComputationMethodSystemName: string;
  PickUpInStoreId?: number | undefined;
  PaymentMethodSystemName: string;
}

export interface ResolvedCheckout {
  billingAddress: Address | undefined;
  shippingAddress: Address | undefined;
  pickupPoint: ShopPickupPoint | undefined;
  shippingMethod: ShippingMethod | undefined;
  paymentMethod: PaymentMethod | undefined;
  shippingFee: number;
  paymentFee: number;
  /** Why this choice cannot be ordered; empty when it can. */
  problems: string[];
}

async function ownAddress(
  db: Executor,
  customerId: number,
  addressId: number | undefined,
  language: Language,
): Promise<Address | undefined> {
  if (addressId === undefined) return undefined;
  const address = await customerAddress(db, customerId, addressId, language);
  if (!address) throw new NotFound();
  return address;
}

/**
 * Looks up every choice and says what is wrong with the combination. Addresses of another
 * customer answer 404. Fees count for whatever was found, so the cart can show totals early.
 */
export async function resolveCheckout(
  db: Executor,
  customerId: number,
  choice: CheckoutChoice,
  language: Language,
): Promise<ResolvedCheckout> {
  const problems: string[] = [];
  const billingAddress = await ownAddress(db, customerId, choice.BillingAddressId, language);
  if (!billingAddress) problems.push('Choose a billing address.');
  const pickup = choice.PickUpInStoreId !== undefined;
  let pickupPoint: ShopPickupPoint | undefined;
  let shippingAddress: Address | undefined;
  let shippingMethod: ShippingMethod | undefined;
  if (pickup) {
    const row = await pickupPointRow(db, choice.PickUpInStoreId ?? 0, language);
    pickupPoint = row && toPickupPoint(row);
    if (!pickupPoint) problems.push('The pickup point is unknown.');
    if (choice.ShippingRateComputationMethodSystemName && choice.ShippingRateComputationMethodSystemName !== PICKUP_RATE_METHOD) {
      problems.push(`Pickup in store uses ${PICKUP_RATE_METHOD}.`);
    }
  } else {
    // the same address for both (as most orders have it) is read once
    shippingAddress =
      choice.ShippingAddressId !== undefined && choice.ShippingAddressId === choice.BillingAddressId
        ? billingAddress
        : await ownAddress(db, customerId, choice.ShippingAddressId, language);
    if (!shippingAddress) problems.push('Choose a shipping address or pickup in store.');
    shippingMethod = choice.ShippingMethodName ? await shippingMethodNamed(db, choice.ShippingMethodName, language) : undefined;
    if (!shippingMethod)
      problems.push(
        choice.ShippingMethodName ? `The shipping method ${choice.ShippingMethodName} is unknown.` : 'Choose a shipping method.',
      );
    else if (shippingAddress && !(await deliversTo(db, shippingMethod.id, shippingAddress.CountryId))) {
      problems.push(`${shippingMethod.name} does not deliver to ${shippingAddress.CountryName}.`);
    }
    if (choice.ShippingRateComputationMethodSystemName && choice.ShippingRateComputationMethodSystemName !== COURIER_RATE_METHOD) {
      problems.push(`Courier shipping uses ${COURIER_RATE_METHOD}.`);
    }
  }
  const country = pickup ? pickupPoint?.Address.CountryId : shippingAddress?.CountryId;
  const paymentMethod = choice.PaymentMethodSystemName
    ? (await paymentMethods(db, language)).find((method) => method.PaymentMethodSystemName === choice.PaymentMethodSystemName)
    : undefined;
  if (!paymentMethod) {
    problems.push(
      choice.PaymentMethodSystemName ? `The payment method ${choice.PaymentMethodSystemName} is unknown.` : 'Choose a payment method.',
    );
  } else if (
    pickup
      ? paymentMethod.AvailableShipments.length > 0
      : !shippingMethod || !paymentMethod.AvailableShipments.includes(shippingMethod.name)
  ) {
    problems.push(
      pickup
        ? `${paymentMethod.Name} is not available for pickup in store.`
        : `${paymentMethod.Name} is not available for ${shippingMethod?.name ?? 'this shipping'}.`,
    );
  } else if (
    country !== undefined &&
    !(await paymentMethods(db, language, country)).some(
      (method) => method.PaymentMethodSystemName === paymentMethod.PaymentMethodSystemName,
    )
  ) {
    problems.push(`${paymentMethod.Name} is not available in this country.`);
  }
  return {
    billingAddress,
    shippingAddress,
    pickupPoint,
    shippingMethod,
    paymentMethod,
    shippingFee: pickup ? (pickupPoint?.Fee ?? 0) : (shippingMethod?.fee ?? 0),
    paymentFee: paymentMethod?.Fee ?? 0,
    problems,
  };
}

/** The shipping step: the customer's addresses and the pickup points. */
export async function shippingAddressStep(
  db: Executor,
  customerId: number,
  language: Language,
): Promise<v.InferOutput<typeof ShippingAddressDataSchema>> {
  const addresses = await customerAddresses(db, customerId, language);
  const points = await pickupPoints(db, language);
  return {
    ExistingAddresses: addresses,
    NewAddressPreselected: addresses.length === 0,
    PickupPoints: points,
    PickUpInStore: false,
    AllowPickUpInStore: points.length > 0,
    PickUpInStoreOnly: false,
  };
}

/** The courier methods delivering to the country of one of the customer's addresses (NotFound for another's), the default one selected. */
export async function courierMethods(
  db: Executor,
  customerId: number,
  addressId: number,
  language: Language,
): Promise<v.InferOutput<typeof ShippingMethodsSchema>> {
  const address = await customerAddress(db, customerId, addressId, language);
  if (!address) throw new NotFound();
  const methods = await shippingMethodsFor(db, address.CountryId, language);
  const preselected = methods.find((method) => method.is_default === 1) ?? methods[0];
  return {
    ShippingMethods: methods.map((method) => ({
      Name: method.name,
      Fee: method.fee,
      Description: method.description,
      Selected: method === preselected,
      ShippingRateComputationMethodSystemName: COURIER_RATE_METHOD,
    })),
    Warnings:
      methods.length === 0
        ? [translate(language, `No shipping method delivers to ${address.CountryName}. Choose pickup in store or another address.`)]
        : [],
  };
}

/** The payment methods (of a country when given: NotFound for an unknown one). */
export async function paymentMethodsOf(db: Executor, language: Language, countryId?: number): Promise<PaymentMethod[]> {
  if (countryId !== undefined && !(await countryExists(db, countryId))) throw new NotFound();
  return paymentMethods(db, language, countryId);
}

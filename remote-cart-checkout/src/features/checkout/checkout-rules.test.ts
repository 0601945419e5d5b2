import type { Address } from '@parts/shared-kernel';
import type { PaymentMethod, ShippingMethod } from './api/checkout-schemas';
import {
  NO_CHOICE,
  canCopyShippingToBilling,
  canGoBack,
  canGoNext,
  canOpenStep,
  canPlaceOrder,
  defaultAddressId,
  defaultPaymentMethod,
  keepOrDefaultPayment,
  offeredPaymentMethods,
  refusalMessage,
  totalsRequestOf,
  type CheckoutChoice,
} from './checkout-rules';

const dpd: ShippingMethod = {
  Name: 'Courier DPD',
  Fee: 19.9,
  Description: '',
  Selected: true,
  ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
};
const pallet: ShippingMethod = { ...dpd, Name: 'Pallet freight', Fee: 149, Selected: false };

const payment = (name: string, shipments: string[], selected = false): PaymentMethod => ({
  Name: name,
  Fee: 0,
  Description: '',
  PaymentMethodSystemName: `Payments.${name.replace(/\s/g, '')}`,
  AvailableShipments: shipments,
  Selected: selected,
});
const transfer = payment('Bank transfer', ['Courier DPD', 'Courier DHL Express', 'Pallet freight'], true);
const cod = payment('Cash on delivery', ['Courier DPD', 'Courier DHL Express']);
const atPickup = payment('Pay at pickup', []);
const ALL = [transfer, cod, atPickup];

const address = (id: number): Address => ({
  Id: id,
  FirstName: 'Jan',
  LastName: 'Kowalski',
  Company: '',
  VatNumber: '',
  CountryId: 1,
  StateProvinceId: null,
  CountryName: 'Poland',
  StateProvinceName: null,
  City: 'Kraków',
  Address1: 'Długa 1',
  Address2: '',
  ZipPostalCode: '30-001',
  PhoneNumber: '1',
  FaxNumber: '',
  Email: '',
});

const courier: CheckoutChoice = { ...NO_CHOICE, shippingAddressId: 2, shippingMethod: dpd };
const pickup: CheckoutChoice = { ...NO_CHOICE, pickUpInStore: true, pickupPointId: 1 };

describe('step enabling', () => {
  it('Next on Shipping needs a pickup point in pickup mode', () => {
    expect(canGoNext(0, { ...NO_CHOICE, pickUpInStore: true })).toBe(false);
    expect(canGoNext(0, pickup)).toBe(true);
  });

  it('Next on Shipping needs both a shipping address and a shipping method otherwise', () => {
    expect(canGoNext(0, NO_CHOICE)).toBe(false);
    expect(canGoNext(0, { ...NO_CHOICE, shippingAddressId: 2 })).toBe(false);
    expect(canGoNext(0, { ...NO_CHOICE, shippingMethod: dpd })).toBe(false);
    expect(canGoNext(0, courier)).toBe(true);
  });

  it('Next on Payment needs a payment method and a billing address', () => {
    expect(canGoNext(1, courier)).toBe(false);
    expect(canGoNext(1, { ...courier, paymentMethodSystemName: transfer.PaymentMethodSystemName })).toBe(false);
    expect(canGoNext(1, { ...courier, billingAddressId: 1 })).toBe(false);
    expect(canGoNext(1, { ...courier, billingAddressId: 1, paymentMethodSystemName: transfer.PaymentMethodSystemName })).toBe(true);
    expect(canGoNext(2, { ...courier, billingAddressId: 1, paymentMethodSystemName: 'x' })).toBe(false);
  });

  it('Place order needs the terms and is never sent twice', () => {
    const complete = { ...courier, billingAddressId: 1, paymentMethodSystemName: transfer.PaymentMethodSystemName };
    expect(canPlaceOrder(complete, false, false)).toBe(false);
    expect(canPlaceOrder(complete, true, false)).toBe(true);
    expect(canPlaceOrder(complete, true, true)).toBe(false);
  });

  it('Back from above 0; step headers only go backwards', () => {
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(1)).toBe(true);
    expect(canGoBack(2)).toBe(true);
    expect(canOpenStep(2, 0)).toBe(true);
    expect(canOpenStep(2, 1)).toBe(true);
    expect(canOpenStep(1, 1)).toBe(false);
    expect(canOpenStep(0, 1)).toBe(false);
    expect(canOpenStep(1, 2)).toBe(false);
  });
});

describe('payment methods by shipping', () => {
  it('offers the methods whose AvailableShipments contain the shipping method', () => {
    expect(offeredPaymentMethods(ALL, courier).map((m) => m.Name)).toEqual(['Bank transfer', 'Cash on delivery']);
    expect(offeredPaymentMethods(ALL, { ...courier, shippingMethod: pallet }).map((m) => m.Name)).toEqual(['Bank transfer']);
  });

  it('offers only methods with empty AvailableShipments for pickup', () => {
    expect(offeredPaymentMethods(ALL, pickup).map((m) => m.Name)).toEqual(['Pay at pickup']);
  });

  it('offers nothing without a shipping method, or when none fits', () => {
    expect(offeredPaymentMethods(ALL, NO_CHOICE)).toEqual([]);
    expect(offeredPaymentMethods([transfer, cod], pickup)).toEqual([]);
  });

  it('preselects the method flagged Selected among those offered, else the only one offered, and keeps a still-offered choice', () => {
    expect(defaultPaymentMethod(offeredPaymentMethods(ALL, courier))).toBe(transfer.PaymentMethodSystemName);
    // pickup offers one method (not flagged Selected): it is chosen for the dealer
    const [atPickup] = offeredPaymentMethods(ALL, pickup);
    expect(atPickup?.Selected).toBe(false);
    expect(defaultPaymentMethod(offeredPaymentMethods(ALL, pickup))).toBe(atPickup?.PaymentMethodSystemName);
    // two offered, none flagged: the dealer chooses
    expect(defaultPaymentMethod([{ ...transfer, Selected: false }, cod])).toBeNull();
    expect(defaultPaymentMethod([])).toBeNull();
    expect(keepOrDefaultPayment(cod.PaymentMethodSystemName, offeredPaymentMethods(ALL, courier))).toBe(cod.PaymentMethodSystemName);
    expect(keepOrDefaultPayment(cod.PaymentMethodSystemName, offeredPaymentMethods(ALL, { ...courier, shippingMethod: pallet }))).toBe(
      transfer.PaymentMethodSystemName,
    );
  });
});

describe('addresses and the request', () => {
  it('defaults to the stored address, else the first', () => {
    expect(defaultAddressId(2, [address(1), address(2)])).toBe(2);
    expect(defaultAddressId(null, [address(1), address(2)])).toBe(1);
    expect(defaultAddressId(9, [address(1)])).toBe(1);
    expect(defaultAddressId(null, [])).toBeNull();
  });

  it("offers 'Use address from shipping' only for an existing shipping address", () => {
    expect(canCopyShippingToBilling(courier, [address(1), address(2)])).toBe(true);
    expect(canCopyShippingToBilling(courier, [address(1)])).toBe(false);
    expect(canCopyShippingToBilling(pickup, [address(1)])).toBe(false);
  });

  it('builds the courier and pickup requests', () => {
    expect(totalsRequestOf({ ...courier, billingAddressId: 1, paymentMethodSystemName: 'P' }, { orderNote: 'n', terms: true })).toEqual({
      BillingAddressId: 1,
      ShippingAddressId: 2,
      ShippingMethodName: 'Courier DPD',
      ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
      PickUpInStoreId: '',
      PaymentMethodSystemName: 'P',
      TermsOfServiceOnOrderConfirmPage: true,
      OrderNote: 'n',
    });
    expect(totalsRequestOf(pickup)).toMatchObject({
      ShippingAddressId: '',
      PickUpInStoreId: 1,
      ShippingRateComputationMethodSystemName: 'Pickup.PickupInStore',
      TermsOfServiceOnOrderConfirmPage: false,
    });
  });

  it('joins refusal errors with a comma', () => {
    expect(refusalMessage(['A', 'B'])).toBe('A, B');
    expect(refusalMessage([])).toBeNull();
  });
});

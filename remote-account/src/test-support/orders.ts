import type { OrderDetail, OrderSummary } from '@parts/contract/orders';

/** An order line as Order/get answers it: `Quantity` (2) at 40 each, no discount. */
export const orderLine = (Sku: string, ProductName: string, Quantity = 2): OrderDetail['Items'][number] => ({
  ProductId: 1,
  ProductName,
  Sku,
  Quantity,
  UnitPrice: 40,
  Discount: 0,
  UnitPriceWithoutDiscount: 40,
  SubTotal: 40 * Quantity,
});

/**
 * Order/get's answer: order 1012, pending, by courier and bank transfer, no addresses, no lines, no
 * tax shown; `more` gives the fields a test is about.
 */
export const orderDetail = (more: Partial<OrderDetail> = {}): OrderDetail => ({
  Id: 12,
  OrderNumber: '1012',
  CreatedOn: '2026-11-20T09:30:00.000Z',
  OrderStatus: 'Pending',
  PaymentMethodStatus: 'Pending',
  ShippingStatus: 'Not yet shipped',
  PickUpInStore: false,
  PickupAddress: null,
  ShippingAddress: null,
  BillingAddress: null,
  ShippingMethod: 'Courier',
  PaymentMethod: 'Bank transfer',
  Items: [],
  OrderNotes: [],
  OrderSubtotal: 0,
  OrderSubTotalDiscount: 0,
  OrderShipping: 0,
  PaymentMethodAdditionalFee: 0,
  DisplayTax: false,
  Tax: 0,
  DisplayTaxRates: false,
  TaxRates: [],
  OrderTotalDiscount: 0,
  OrderTotal: 0,
  ...more,
});

/** A row of Order/List: order 10<Id>, pending, not yet shipped, 100 zł; `more` gives the fields a test is about. */
export const orderSummary = (Id: number, more: Partial<OrderSummary> = {}): OrderSummary => ({
  Id,
  OrderNumber: String(1000 + Id),
  CreatedOn: '2026-11-20T10:00:00.000Z',
  OrderTotal: 100,
  PaymentStatus: 'Pending',
  ShippingStatus: 'Not yet shipped',
  OrderStatus: 'Pending',
  ...more,
});

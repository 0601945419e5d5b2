/** The states an order goes through (SPEC section 4: coloured order statuses). */
export const OrderStatus = { Pending: 'Pending', Processing: 'Processing', Complete: 'Complete', Cancelled: 'Cancelled' } as const;
export const PaymentStatus = { Pending: 'Pending', Paid: 'Paid', Refunded: 'Refunded' } as const;
export const ShippingStatus = {
  NotYetShipped: 'Not yet shipped',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
} as const;

import * as v from 'valibot';
import { AddressSchema } from './customer';
import { noControlCharacters } from './fields';

/**
 * The integration API for the importer's ERP (`/api/integration/...`, issue 40): what its keys may
 * do. A key grants a set of scopes; a call names the one scope it needs.
 */
export const INTEGRATION_SCOPES = ['orders:read', 'orders:write', 'shipments:write', 'invoices:write', 'returns:write'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const isIntegrationScope = (value: string): value is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(value);

/** GET /api/integration/key: the key calling, as the shop knows it (never the key itself). */
export const IntegrationKeySchema = v.pipe(
  v.object({
    Id: v.number(),
    Name: v.string(),
    Scopes: v.array(v.picklist(INTEGRATION_SCOPES)),
  }),
  v.metadata({ examples: [{ Id: 1, Name: 'ERP', Scopes: ['orders:read', 'orders:write'] }] }),
);

/** GET /api/integration/orders: `after` is the cursor of the page before (its Next), `limit` 1..200 (50). */
export const IntegrationOrdersQuery = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'after must be a cursor this feed handed out'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 200')), '50'),
});

const IntegrationOrderLineSchema = v.object({
  /** The line's id: what confirmations, shipments and invoices name (LineId). */
  LineId: v.number(),
  Sku: v.string(),
  ProductName: v.string(),
  Quantity: v.number(),
  /** The dealer's price, VAT included (as every amount of the order: Tax is the VAT they include). */
  UnitPrice: v.number(),
  SubTotal: v.number(),
});

/** A new order as the ERP takes it: the dealer, the addresses, the dealer's reference, the lines and totals. */
export const IntegrationOrderSchema = v.object({
  Id: v.number(),
  OrderNumber: v.string(),
  CreatedOn: v.string(),
  Customer: v.object({ Id: v.number(), Company: v.string(), Email: v.string() }),
  CustomerReference: v.nullable(v.string()),
  BillingAddress: v.nullable(AddressSchema),
  ShippingAddress: v.nullable(AddressSchema),
  PickUpInStore: v.boolean(),
  ShippingMethod: v.string(),
  PaymentMethod: v.string(),
  Lines: v.array(IntegrationOrderLineSchema),
  OrderSubtotal: v.nullable(v.number()),
  OrderShipping: v.nullable(v.number()),
  Tax: v.nullable(v.number()),
  OrderTotal: v.nullable(v.number()),
  /** Marked 'vehicle off road' by the dealer (urgent): handed out first; confirm or cancel its lines, never backorder them. */
  Vor: v.boolean(),
});

/** The page of the feed: its orders, and the cursor of the next page (null: none yet). */
export const IntegrationOrdersPageSchema = v.pipe(
  v.object({ Orders: v.array(IntegrationOrderSchema), Next: v.nullable(v.string()) }),
  v.metadata({
    examples: [
      {
        Orders: [
          {
            Id: 12,
            OrderNumber: '12',
            CreatedOn: '2026-11-28T09:15:00.000Z',
            Customer: { Id: 3, Company: 'Auto Serwis Kowalski', Email: 'dealer@example.com' },
            CustomerReference: 'WO-4711',
            BillingAddress: null,
            ShippingAddress: null,
            PickUpInStore: false,
            ShippingMethod: 'Courier DPD',
            PaymentMethod: 'Payments.BankTransfer',
            Lines: [{ LineId: 31, Sku: '99110000001', ProductName: 'Oil filter', Quantity: 2, UnitPrice: 38.5, SubTotal: 77 }],
            OrderSubtotal: 77,
            OrderShipping: 15,
            Tax: 17.2,
            OrderTotal: 92,
            Vor: false,
          },
        ],
        Next: '12',
      },
    ],
  }),
);

/** POST /api/integration/orders/ack: the orders taken (at most 200 at once). */
export const IntegrationAckRequest = v.pipe(
  v.object({
    OrderIds: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(200)),
  }),
  v.metadata({ examples: [{ OrderIds: [12, 13] }] }),
);

/** What was acknowledged (again or for the first time), and the ids that are no order. */
export const IntegrationAckSchema = v.pipe(
  v.object({ Acknowledged: v.array(v.number()), Unknown: v.array(v.number()) }),
  v.metadata({ examples: [{ Acknowledged: [12], Unknown: [13] }] }),
);

// ---- an order's life, reported by the ERP (issue 40: confirmations, shipments, invoices) ----

const isRealDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
/** A calendar date, yyyy-mm-dd. */
export const calendarDate = (name: string) =>
  v.pipe(
    v.string(),
    noControlCharacters(name),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (yyyy-mm-dd).`),
    v.check(isRealDate, `${name} must be a date (yyyy-mm-dd).`),
  );
/** A moment with its offset (ISO 8601: 2026-11-28T09:15:00Z). */
const moment = (name: string) =>
  v.pipe(
    v.string(),
    noControlCharacters(name),
    v.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      `${name} must be a time with its offset (ISO 8601).`,
    ),
    v.check((text) => !Number.isNaN(Date.parse(text)), `${name} must be a time with its offset (ISO 8601).`),
  );
export const text = (name: string, max: number) =>
  v.pipe(
    v.string(),
    noControlCharacters(name),
    v.trim(),
    v.minLength(1, `${name} is required.`),
    v.maxLength(max, `${name} must be at most ${max} characters.`),
  );
const lineId = v.pipe(
  v.number(),
  v.integer('LineId must be a line id of the order.'),
  v.minValue(1, 'LineId must be a line id of the order.'),
);

/** What the ERP says of a line: confirmed, backordered until a date, cancelled with a reason. */
export const LINE_CONFIRMATIONS = ['confirmed', 'backordered', 'cancelled'] as const;
export type LineConfirmation = (typeof LINE_CONFIRMATIONS)[number];

/** A line's state as the shop derives it from the ERP's confirmations and shipments. */
export const LINE_STATES = ['ordered', 'confirmed', 'backordered', 'partly shipped', 'shipped', 'delivered', 'cancelled'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** What an event did: changed the state, was known already, or is older than what the shop knows. */
export const EVENT_RESULTS = ['applied', 'already applied', 'superseded'] as const;

/** A line of an order, as it stands: its state, the backorder's date, the cancellation's reason, quantities. */
export const OrderLineStateSchema = v.object({
  LineId: v.number(),
  Sku: v.string(),
  ProductName: v.string(),
  State: v.picklist(LINE_STATES),
  ExpectedDate: v.nullable(v.string()),
  Reason: v.nullable(v.string()),
  Ordered: v.number(),
  Shipped: v.number(),
  Delivered: v.number(),
});

/** POST /api/integration/orders/{id}/lines: confirmations of lines (each with the ERP's time of the event). */
export const IntegrationLinesRequest = v.pipe(
  v.object({
    Lines: v.pipe(
      v.array(
        v.object({
          LineId: lineId,
          State: v.picklist(LINE_CONFIRMATIONS, 'State must be confirmed, backordered or cancelled.'),
          ExpectedDate: v.optional(calendarDate('ExpectedDate')),
          Reason: v.optional(text('Reason', 500)),
          OccurredAt: moment('OccurredAt'),
        }),
      ),
      v.minLength(1, 'Lines is required.'),
      v.maxLength(500, 'At most 500 items.'),
    ),
  }),
  v.metadata({
    examples: [
      {
        Lines: [
          { LineId: 31, State: 'confirmed', OccurredAt: '2026-11-28T09:20:00Z' },
          { LineId: 32, State: 'backordered', ExpectedDate: '2026-12-07', OccurredAt: '2026-11-28T09:20:00Z' },
          { LineId: 33, State: 'cancelled', Reason: 'No longer supplied by the manufacturer', OccurredAt: '2026-11-28T09:20:00Z' },
        ],
      },
    ],
  }),
);

const exampleLine = {
  LineId: 32,
  Sku: '99110000001',
  ProductName: 'Oil filter',
  State: 'backordered',
  ExpectedDate: '2026-12-07',
  Reason: null,
  Ordered: 2,
  Shipped: 0,
  Delivered: 0,
} as const;

/** The answer: per event what it did, and every line of the order as it stands now, with the order's status. */
export const IntegrationLinesSchema = v.pipe(
  v.object({
    OrderId: v.number(),
    OrderStatus: v.string(),
    Results: v.array(v.object({ LineId: v.number(), Result: v.picklist(EVENT_RESULTS) })),
    Lines: v.array(OrderLineStateSchema),
  }),
  v.metadata({
    examples: [{ OrderId: 12, OrderStatus: 'Processing', Results: [{ LineId: 32, Result: 'applied' }], Lines: [exampleLine] }],
  }),
);

/** A delivery note as the shop keeps it. */
export const ShipmentSchema = v.object({
  OrderId: v.number(),
  DeliveryNote: v.string(),
  DeliveryDate: v.string(),
  Carrier: v.string(),
  TrackingNumber: v.nullable(v.string()),
  TrackingUrl: v.nullable(v.string()),
  DeliveredOn: v.nullable(v.string()),
  Lines: v.array(v.object({ LineId: v.number(), Sku: v.string(), ProductName: v.string(), Quantity: v.number() })),
});

const exampleShipment = {
  OrderId: 12,
  DeliveryNote: 'WZ/2026/11/0042',
  DeliveryDate: '2026-11-29',
  Carrier: 'DPD',
  TrackingNumber: '0000123456789Q',
  TrackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789Q',
  DeliveredOn: null,
  Lines: [{ LineId: 31, Sku: '99110000001', ProductName: 'Oil filter', Quantity: 2 }],
};

/** POST /api/integration/orders/{id}/shipments: a delivery note with its lines (partial deliveries: some lines, some quantities). */
export const IntegrationShipmentRequest = v.pipe(
  v.object({
    DeliveryNote: text('DeliveryNote', 64),
    DeliveryDate: calendarDate('DeliveryDate'),
    Carrier: text('Carrier', 100),
    TrackingNumber: v.optional(text('TrackingNumber', 100)),
    TrackingUrl: v.optional(
      v.pipe(
        v.string(),
        noControlCharacters('TrackingUrl'),
        v.maxLength(500, 'TrackingUrl must be at most 500 characters.'),
        v.url('TrackingUrl must be an https:// link.'),
        v.startsWith('https://', 'TrackingUrl must be an https:// link.'),
      ),
    ),
    Lines: v.pipe(
      v.array(
        v.object({
          LineId: lineId,
          Quantity: v.pipe(v.number(), v.integer('Quantity must be a whole number.'), v.minValue(1, 'Quantity must be at least 1.')),
        }),
      ),
      v.minLength(1, 'Lines is required.'),
      v.maxLength(500, 'At most 500 items.'),
    ),
  }),
  v.metadata({
    examples: [
      {
        DeliveryNote: 'WZ/2026/11/0042',
        DeliveryDate: '2026-11-29',
        Carrier: 'DPD',
        TrackingNumber: '0000123456789Q',
        TrackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789Q',
        Lines: [{ LineId: 31, Quantity: 2 }],
      },
    ],
  }),
);

/** The answer: whether the note was new, the note as kept, and every line of the order as it stands now. */
export const IntegrationShipmentSchema = v.pipe(
  v.object({
    Result: v.picklist(['applied', 'already applied']),
    Shipment: ShipmentSchema,
    OrderStatus: v.string(),
    Lines: v.array(OrderLineStateSchema),
  }),
  v.metadata({
    examples: [
      {
        Result: 'applied',
        Shipment: exampleShipment,
        OrderStatus: 'Processing',
        Lines: [{ ...exampleLine, LineId: 31, State: 'shipped', ExpectedDate: null, Shipped: 2 }],
      },
    ],
  }),
);

/** POST /api/integration/shipments/delivered: a delivery note was delivered on a date. */
export const IntegrationDeliveredRequest = v.pipe(
  v.object({ DeliveryNote: text('DeliveryNote', 64), DeliveredOn: calendarDate('DeliveredOn') }),
  v.metadata({ examples: [{ DeliveryNote: 'WZ/2026/11/0042', DeliveredOn: '2026-11-30' }] }),
);

export const IntegrationDeliveredSchema = v.pipe(
  v.object({ Result: v.picklist(['applied', 'already applied']), Shipment: ShipmentSchema, OrderStatus: v.string() }),
  v.metadata({ examples: [{ Result: 'applied', Shipment: { ...exampleShipment, DeliveredOn: '2026-11-30' }, OrderStatus: 'Complete' }] }),
);

const money = (name: string) => v.pipe(v.number(`${name} must be a number.`), v.finite(`${name} must be a number.`));

/** A line of an invoice or credit note: net = quantity × unit net, VAT = net × rate, gross = net + VAT, each to the cent. */
const InvoiceLineRequest = v.object({
  /** The order line it invoices (none for a line of its own: shipping, a fee). */
  LineId: v.optional(lineId),
  Sku: v.optional(text('Sku', 64)),
  Name: text('Name', 200),
  Quantity: v.pipe(v.number(), v.integer('Quantity must be a whole number.'), v.minValue(1, 'Quantity must be at least 1.')),
  UnitNet: v.pipe(money('UnitNet'), v.minValue(0, 'UnitNet must be at least 0.')),
  VatRate: v.pipe(v.number(), v.minValue(0, 'VatRate must be at least 0.'), v.maxValue(100, 'VatRate must be at most 100.')),
  Net: money('Net'),
  Vat: money('Vat'),
  Gross: money('Gross'),
});

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;

/**
 * POST /api/integration/orders/{id}/invoices: an invoice or a credit note of the order. Amounts are
 * positive (a credit note's amounts are what it credits); every line and total is checked to the cent.
 */
export const IntegrationInvoiceRequest = v.pipe(
  v.object({
    Kind: v.pipe(v.string(), noControlCharacters('Kind'), v.picklist(INVOICE_KINDS, 'Kind must be invoice or credit-note.')),
    Number: text('Number', 64),
    /** A credit note: the number of the invoice it corrects (an invoice of the same order). */
    Corrects: v.optional(text('Corrects', 64)),
    IssueDate: calendarDate('IssueDate'),
    SaleDate: calendarDate('SaleDate'),
    DueDate: calendarDate('DueDate'),
    Currency: v.pipe(v.string(), noControlCharacters('Currency'), v.regex(/^[A-Z]{3}$/, 'Currency must be a currency code (PLN).')),
    Lines: v.pipe(v.array(InvoiceLineRequest), v.minLength(1, 'Lines is required.'), v.maxLength(500, 'At most 500 items.')),
    NetTotal: money('NetTotal'),
    VatTotal: money('VatTotal'),
    GrossTotal: money('GrossTotal'),
  }),
  v.metadata({
    examples: [
      {
        Kind: 'invoice',
        Number: 'FV/2026/11/0107',
        IssueDate: '2026-11-29',
        SaleDate: '2026-11-29',
        DueDate: '2026-12-13',
        Currency: 'PLN',
        Lines: [
          { LineId: 31, Sku: '99110000001', Name: 'Oil filter', Quantity: 2, UnitNet: 31.3, VatRate: 23, Net: 62.6, Vat: 14.4, Gross: 77 },
          { Name: 'Shipping', Quantity: 1, UnitNet: 12.2, VatRate: 23, Net: 12.2, Vat: 2.81, Gross: 15.01 },
        ],
        NetTotal: 74.8,
        VatTotal: 17.21,
        GrossTotal: 92.01,
      },
    ],
  }),
);

/** An invoice or credit note as the shop keeps it (and the dealer reads it). */
export const InvoiceSchema = v.object({
  OrderId: v.number(),
  OrderNumber: v.string(),
  Kind: v.picklist(INVOICE_KINDS),
  Number: v.string(),
  Corrects: v.nullable(v.string()),
  IssueDate: v.string(),
  SaleDate: v.string(),
  DueDate: v.string(),
  Currency: v.string(),
  Lines: v.array(
    v.object({
      LineId: v.nullable(v.number()),
      Sku: v.nullable(v.string()),
      Name: v.string(),
      Quantity: v.number(),
      UnitNet: v.number(),
      VatRate: v.number(),
      Net: v.number(),
      Vat: v.number(),
      Gross: v.number(),
    }),
  ),
  NetTotal: v.number(),
  VatTotal: v.number(),
  GrossTotal: v.number(),
});

export const IntegrationInvoiceSchema = v.pipe(
  v.object({ Result: v.picklist(['applied', 'already applied']), Invoice: InvoiceSchema }),
  v.metadata({
    examples: [
      {
        Result: 'applied',
        Invoice: {
          OrderId: 12,
          OrderNumber: '12',
          Kind: 'invoice',
          Number: 'FV/2026/11/0107',
          Corrects: null,
          IssueDate: '2026-11-29',
          SaleDate: '2026-11-29',
          DueDate: '2026-12-13',
          Currency: 'PLN',
          Lines: [
            {
              LineId: 31,
              Sku: '99110000001',
              Name: 'Oil filter',
              Quantity: 2,
              UnitNet: 31.3,
              VatRate: 23,
              Net: 62.6,
              Vat: 14.4,
              Gross: 77,
            },
          ],
          NetTotal: 62.6,
          VatTotal: 14.4,
          GrossTotal: 77,
        },
      },
    ],
  }),
);

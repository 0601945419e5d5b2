import * as v from 'valibot';
import { calendarDate, text } from './integration';
import { id, noControlCharacters, quantity } from './fields';

/**
 * Returns of delivered parts (issue 40 item 3, extension returns; docs/integration.md, "Returns"): the dealer asks
 * to return a quantity of a delivered order line within the return window, with a reason; the
 * importer's ERP approves or rejects it, marks it received and credits it with a credit note.
 */

/** Why a part goes back: a defect or a warranty claim needs a description. */
export const RETURN_REASONS = ['wrong-part', 'damaged-in-transit', 'surplus', 'defect', 'warranty'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** The reasons that need a description of the fault. */
export const DESCRIBED_REASONS: readonly ReturnReason[] = ['defect', 'warranty'];

/** Where a return stands: asked, approved or rejected by the ERP, received at the warehouse, credited. */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'received', 'credited'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** At most this many photos per return, each at most RETURN_PHOTO_MAX_BYTES (JPEG, PNG or WebP by their first bytes). */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 1024 * 1024;
/** A photo's base64 text: 4 characters per 3 bytes. */
const PHOTO_BASE64_MAX = Math.ceil(RETURN_PHOTO_MAX_BYTES / 3) * 4;
const RETURN_DESCRIPTION_MAX = 1000;

/** POST /api/Return: a quantity of a delivered line of the dealer's order, the reason, optional photos (base64). */
export const ReturnRequest = v.pipe(
  v.object({
    OrderId: id('OrderId'),
    LineId: id('LineId'),
    Quantity: quantity('Quantity', 1),
    Reason: v.picklist(RETURN_REASONS, 'Reason must be one of wrong-part, damaged-in-transit, surplus, defect, warranty.'),
    Description: v.optional(
      v.pipe(
        v.string(),
        noControlCharacters('Description', 'multiline'),
        v.trim(),
        v.maxLength(RETURN_DESCRIPTION_MAX, `Description must be at most ${RETURN_DESCRIPTION_MAX} characters.`),
      ),
    ),
    Photos: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(),
            v.maxLength(PHOTO_BASE64_MAX, 'A photo must be at most 1 MiB.'),
            v.base64('A photo must be an image (JPEG, PNG or WebP) in base64.'),
          ),
        ),
        v.maxLength(RETURN_PHOTOS_MAX, `At most ${RETURN_PHOTOS_MAX} photos.`),
      ),
    ),
  }),
  v.metadata({
    examples: [{ OrderId: 12, LineId: 31, Quantity: 1, Reason: 'defect', Description: 'The seal leaks after 200 km.', Photos: [] }],
  }),
);
export type ReturnRequestInput = v.InferInput<typeof ReturnRequest>;

export const ReturnSchema = v.object({
  Id: v.number(),
  /** The return number the dealer writes on the parcel (RMA-000012). */
  Number: v.string(),
  OrderId: v.number(),
  OrderNumber: v.string(),
  LineId: v.number(),
  Sku: v.string(),
  ProductName: v.string(),
  Quantity: v.number(),
  Reason: v.picklist(RETURN_REASONS),
  Description: v.nullable(v.string()),
  Photos: v.number(),
  State: v.picklist(RETURN_STATES),
  /** Why the ERP rejected it. */
  DecisionReason: v.nullable(v.string()),
  /** When the dealer asked (ISO 8601). */
  RequestedAt: v.string(),
  ReceivedOn: v.nullable(v.string()),
  /** The credit note that credits it (extension order-tracking serves it: GET /api/Invoice/{id}). */
  CreditNoteId: v.nullable(v.number()),
  CreditNoteNumber: v.nullable(v.string()),
});
export type Return = v.InferOutput<typeof ReturnSchema>;

const exampleReturn = {
  Id: 7,
  Number: 'RMA-000007',
  OrderId: 12,
  OrderNumber: '12',
  LineId: 31,
  Sku: '99110000001',
  ProductName: 'Oil filter',
  Quantity: 1,
  Reason: 'defect',
  Description: 'The seal leaks after 200 km.',
  Photos: 1,
  State: 'requested',
  DecisionReason: null,
  RequestedAt: '2026-12-02T10:15:00.000Z',
  ReceivedOn: null,
  CreditNoteId: null,
  CreditNoteNumber: null,
} as const;

export const DealerReturnSchema = v.pipe(ReturnSchema, v.metadata({ examples: [exampleReturn] }));
export const ReturnsSchema = v.pipe(v.object({ Returns: v.array(ReturnSchema) }), v.metadata({ examples: [{ Returns: [exampleReturn] }] }));

/** A line of an order as the returns see it: what may still be returned, until when, or why not. */
const ReturnableLineSchema = v.object({
  LineId: v.number(),
  Sku: v.string(),
  ProductName: v.string(),
  Delivered: v.number(),
  /** Asked back already (rejected returns not counted). */
  Returned: v.number(),
  /** What may be asked back now (0 when refused). */
  Returnable: v.number(),
  /** The last day of the return window (null: nothing delivered). */
  ReturnableUntil: v.nullable(v.string()),
  /** Why nothing can be returned, in the request's language (null: it can). */
  Refusal: v.nullable(v.string()),
});

/** GET /api/Order/{id}/Returns: the order's lines for a return and its returns. */
export const OrderReturnsSchema = v.pipe(
  v.object({ WindowDays: v.number(), Lines: v.array(ReturnableLineSchema), Returns: v.array(ReturnSchema) }),
  v.metadata({
    examples: [
      {
        WindowDays: 30,
        Lines: [
          {
            LineId: 31,
            Sku: '99110000001',
            ProductName: 'Oil filter',
            Delivered: 2,
            Returned: 1,
            Returnable: 1,
            ReturnableUntil: '2026-12-29',
            Refusal: null,
          },
        ],
        Returns: [exampleReturn],
      },
    ],
  }),
);
export type OrderReturns = v.InferOutput<typeof OrderReturnsSchema>;

// ---- the ERP's side (integration API, scope returns:write) ----

/** A return as the ERP reads it: the dealer's return and the dealer. */
export const IntegrationReturnSchema = v.object({
  ...ReturnSchema.entries,
  Customer: v.object({ Id: v.number(), Company: v.string(), Email: v.string() }),
});
const exampleIntegrationReturn = {
  ...exampleReturn,
  Customer: { Id: 3, Company: 'Auto Serwis Kowalski', Email: 'dealer@example.com' },
};

/** GET /api/integration/returns: `after` the cursor of the page before (its Next), `limit` 1..200 (50), `state` one state only. */
export const IntegrationReturnsQuery = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'after must be a cursor this feed handed out'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 200')), '50'),
  state: v.optional(v.picklist(RETURN_STATES, 'state must be one of requested, approved, rejected, received, credited.')),
});

export const IntegrationReturnsPageSchema = v.pipe(
  v.object({ Returns: v.array(IntegrationReturnSchema), Next: v.nullable(v.string()) }),
  v.metadata({ examples: [{ Returns: [exampleIntegrationReturn], Next: '7' }] }),
);

/** GET /api/integration/returns/{id}: the return with its photos (base64). */
export const IntegrationReturnDetailSchema = v.pipe(
  v.object({
    ...IntegrationReturnSchema.entries,
    PhotoFiles: v.array(v.object({ ContentType: v.string(), Data: v.string() })),
  }),
  v.metadata({ examples: [{ ...exampleIntegrationReturn, PhotoFiles: [{ ContentType: 'image/jpeg', Data: '/9j/4AAQSkZJRg...' }] }] }),
);

/** POST /api/integration/returns/{id}/decision: approved, or rejected with the reason the dealer reads. */
export const IntegrationReturnDecisionRequest = v.pipe(
  v.object({
    Decision: v.picklist(['approved', 'rejected'], 'Decision must be approved or rejected.'),
    Reason: v.optional(text('Reason', 500)),
  }),
  v.metadata({ examples: [{ Decision: 'rejected', Reason: 'The part was fitted: a fitted part cannot be returned.' }] }),
);

/** POST /api/integration/returns/{id}/received: the day the parts came back. */
export const IntegrationReturnReceivedRequest = v.pipe(
  v.object({ ReceivedOn: calendarDate('ReceivedOn') }),
  v.metadata({ examples: [{ ReceivedOn: '2026-12-05' }] }),
);

/** POST /api/integration/returns/{id}/credit: the credit note of the order (reported before: /orders/{id}/invoices) that credits it. */
export const IntegrationReturnCreditRequest = v.pipe(
  v.object({ CreditNote: text('CreditNote', 64) }),
  v.metadata({ examples: [{ CreditNote: 'FK/2026/12/0003' }] }),
);

/** The answer of every ERP write on a return: applied, or already applied (the same again), and the return as it stands. */
export const IntegrationReturnResultSchema = v.pipe(
  v.object({ Result: v.picklist(['applied', 'already applied']), Return: IntegrationReturnSchema }),
  v.metadata({ examples: [{ Result: 'applied', Return: { ...exampleIntegrationReturn, State: 'approved' } }] }),
);

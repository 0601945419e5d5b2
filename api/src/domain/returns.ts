import type * as v from 'valibot';
import {
  DESCRIBED_REASONS,
  RETURN_PHOTO_MAX_BYTES,
  type IntegrationReturnCreditRequest,
  type IntegrationReturnDecisionRequest,
  type IntegrationReturnDetailSchema,
  type IntegrationReturnReceivedRequest,
  type IntegrationReturnResultSchema,
  type IntegrationReturnSchema,
  type IntegrationReturnsPageSchema,
  type OrderReturns,
  type Return,
  type ReturnReason,
  type ReturnRequest,
  type ReturnState,
} from '@parts/contract/returns';
import { inTransaction, type Executor } from '../data/executor';
import { customerOrderHead, invoiceByNumber } from '../data/order-life';
import {
  insertReturn,
  insertReturnPhotos,
  lockOrderLine,
  returnableLines,
  returnById,
  returnPhotos,
  returnsAfter,
  returnsOfCustomer,
  returnWindowSetting,
  setReturnNumber,
  updateReturn,
  type ReturnableLineRow,
  type ReturnRow,
} from '../data/returns';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { customerOrder } from '../data/orders';
import { NotFound, Unprocessable, ValidationFailed } from './errors';
import { returnFormPdf } from './returns-pdf';
import type { Seller } from './seller';
import { queueReturnDecided } from './order-life-mail';

/**
 * Returns of delivered parts (issue 40 item 3, extension returns; docs/integration.md, "Returns"). The dealer asks
 * to return a quantity of a delivered line of their own order: up to what was delivered less what
 * is asked back already (rejected returns not counted), within the return window from the line's
 * last delivery (store setting returns.windowDays, 30 days by default), with a reason (a defect or
 * a warranty claim with a description) and up to three photos (JPEG, PNG or WebP by their first
 * bytes, 1 MiB each). A part the catalogue marks non-returnable is refused. The importer's ERP
 * approves or rejects it (with a reason), marks it received and credits it with a credit note of
 * the order; each step again is `already applied`, a step out of turn 422.
 */

const DEFAULT_RETURN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The return window in days: the store setting returns.windowDays when it is a whole number of days, else 30. */
async function returnWindowDays(db: Executor): Promise<number> {
  const setting = await returnWindowSetting(db);
  if (setting === undefined) return DEFAULT_RETURN_WINDOW_DAYS;
  const days: unknown = JSON.parse(setting);
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : DEFAULT_RETURN_WINDOW_DAYS;
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Why nothing of the line can be returned today (English; the API answers it in the request's language), or undefined. */
function refusalOf(line: ReturnableLineRow, windowDays: number, today: string): string | undefined {
  if (!line.returnable) return `Part ${line.sku} cannot be returned.`;
  if (line.delivered === 0 || !line.lastDeliveredOn) return NOT_DELIVERED;
  const until = addDays(line.lastDeliveredOn, windowDays);
  if (today > until) return `The return window of ${windowDays} days ended on ${until}.`;
  if (line.delivered - line.returned <= 0) return ALL_RETURNED;
  return undefined;
}
const NOT_DELIVERED = 'Nothing of this line is delivered yet: only delivered parts can be returned.';
const ALL_RETURNED = 'All of this line that was delivered is returned already.';
const DESCRIPTION_NEEDED = 'A description is required for a defect or a warranty claim.';
const NOT_A_LINE = 'LineId must be a line of the order.';
const NOT_AN_IMAGE = 'A photo must be an image (JPEG, PNG or WebP).';
const PHOTO_TOO_LARGE = 'A photo must be at most 1 MiB.';
const REJECTION_REASON = 'A rejection needs its Reason.';

const returnOf = (row: ReturnRow): Return => ({
  Id: row.id,
  Number: row.number ?? returnNumber(row.id),
  OrderId: row.orderId,
  OrderNumber: row.orderNumber ?? String(row.orderId),
  LineId: row.lineId,
  Sku: row.sku,
  ProductName: row.productName,
  Quantity: row.quantity,
  Reason: row.reason as ReturnReason,
  Description: row.description,
  Photos: Number(row.photos ?? 0),
  State: row.state as ReturnState,
  DecisionReason: row.decisionReason,
  RequestedAt: new Date(Number(row.requestedAt)).toISOString(),
  ReceivedOn: row.receivedOn,
  CreditNoteId: row.creditNoteId,
  CreditNoteNumber: row.creditNoteNumber,
});

const returnNumber = (id: number): string => `RMA-${String(id).padStart(6, '0')}`;

/** GET /api/Order/{id}/Returns: each line's returnable quantity, until when, or why not (in the request's language), and the order's returns. */
export async function orderReturns(
  db: Executor,
  customerId: number,
  orderId: number,
  language: Language,
  now: number,
): Promise<OrderReturns> {
  if (!(await customerOrderHead(db, customerId, orderId))) throw new NotFound();
  const [windowDays, lines, returns] = await Promise.all([
    returnWindowDays(db),
    returnableLines(db, orderId, language),
    returnsOfCustomer(db, customerId, language, orderId),
  ]);
  const today = dayOf(now);
  return {
    WindowDays: windowDays,
    Lines: lines.map((line) => {
      const refusal = refusalOf(line, windowDays, today);
      return {
        LineId: line.id,
        Sku: line.sku,
        ProductName: line.productName,
        Delivered: line.delivered,
        Returned: line.returned,
        Returnable: refusal ? 0 : line.delivered - line.returned,
        ReturnableUntil: line.lastDeliveredOn ? addDays(line.lastDeliveredOn, windowDays) : null,
        Refusal: refusal ? translate(language, refusal) : null,
      };
    }),
    Returns: returns.map(returnOf),
  };
}

/** The kind of image a photo is by its first bytes, or undefined. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

function checkedPhotos(photos: readonly string[]): { contentType: string; bytes: Buffer }[] {
  const errors: Record<string, string[]> = {};
  const checked = photos.map((data, index) => {
    const bytes = Buffer.from(data, 'base64');
    const contentType = imageType(bytes);
    if (bytes.length > RETURN_PHOTO_MAX_BYTES) errors[`Photos.${index}`] = [PHOTO_TOO_LARGE];
    else if (!contentType) errors[`Photos.${index}`] = [NOT_AN_IMAGE];
    return { contentType: contentType ?? '', bytes };
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return checked;
}

/** POST /api/Return: a return of a delivered line of the dealer's order, or the reason it is refused. */
export async function requestReturn(
  db: Executor,
  customerId: number,
  request: v.InferOutput<typeof ReturnRequest>,
  language: Language,
  now: number,
): Promise<Return> {
  const description = request.Description?.trim() || null;
  if (DESCRIBED_REASONS.includes(request.Reason) && !description) throw ValidationFailed.field('Description', DESCRIPTION_NEEDED);
  const photos = checkedPhotos(request.Photos ?? []);
  const id = await inTransaction(db, async (trx) => {
    if (!(await customerOrderHead(trx, customerId, request.OrderId))) throw new NotFound();
    await lockOrderLine(trx, request.OrderId, request.LineId);
    const line = (await returnableLines(trx, request.OrderId, language)).find((row) => row.id === request.LineId);
    if (!line) throw ValidationFailed.field('LineId', NOT_A_LINE);
    const refusal = refusalOf(line, await returnWindowDays(trx), dayOf(now));
    if (refusal) throw ValidationFailed.field('LineId', refusal);
    const rest = line.delivered - line.returned;
    if (request.Quantity > rest)
      throw ValidationFailed.field('Quantity', `${request.Quantity} is more than delivered less already returned (${rest}).`);
    const inserted = await insertReturn(trx, {
      customerId,
      orderId: request.OrderId,
      lineId: request.LineId,
      quantity: request.Quantity,
      reason: request.Reason,
      description,
      language,
      now,
    });
    await setReturnNumber(trx, inserted, returnNumber(inserted));
    await insertReturnPhotos(trx, inserted, photos);
    return inserted;
  });
  return dealerReturn(db, customerId, id, language);
}

async function ownReturn(db: Executor, customerId: number, id: number, language: Language): Promise<ReturnRow> {
  const row = await returnById(db, id, language);
  if (!row || row.customerId !== customerId) throw new NotFound();
  return row;
}

/** GET /api/Return/{id}: one of the dealer's returns (another dealer's: 404). */
export async function dealerReturn(db: Executor, customerId: number, id: number, language: Language): Promise<Return> {
  return returnOf(await ownReturn(db, customerId, id, language));
}

/** GET /api/Return: the dealer's returns, newest first. */
export async function dealerReturns(db: Executor, customerId: number, language: Language): Promise<{ Returns: Return[] }> {
  return { Returns: (await returnsOfCustomer(db, customerId, language)).map(returnOf) };
}

// ---- the ERP's side ----

type IntegrationReturn = v.InferOutput<typeof IntegrationReturnSchema>;
type Result = v.InferOutput<typeof IntegrationReturnResultSchema>;

const integrationReturnOf = (row: ReturnRow): IntegrationReturn => ({
  ...returnOf(row),
  Customer: { Id: row.customerId, Company: row.company, Email: row.email },
});

/** GET /api/integration/returns: returns after the cursor, oldest first (of one state when asked). */
export async function integrationReturns(
  db: Executor,
  after: number,
  limit: number,
  state: ReturnState | undefined,
): Promise<v.InferOutput<typeof IntegrationReturnsPageSchema>> {
  const rows = await returnsAfter(db, after, Math.min(Math.max(limit, 1), 200), state);
  return { Returns: rows.map(integrationReturnOf), Next: rows.length > 0 ? String(rows.at(-1)?.id) : after > 0 ? String(after) : null };
}

async function existingReturn(db: Executor, id: number): Promise<ReturnRow> {
  const row = await returnById(db, id);
  if (!row) throw new NotFound();
  return row;
}

/** GET /api/integration/returns/{id}: the return with its photos. */
export async function integrationReturn(db: Executor, id: number): Promise<v.InferOutput<typeof IntegrationReturnDetailSchema>> {
  const row = await existingReturn(db, id);
  const photos = await returnPhotos(db, id);
  return {
    ...integrationReturnOf(row),
    PhotoFiles: photos.map((photo) => ({ ContentType: photo.contentType, Data: Buffer.from(photo.bytes).toString('base64') })),
  };
}

const outOfTurn = (row: ReturnRow, target: ReturnState): Unprocessable =>
  new Unprocessable(`Return ${row.number ?? returnNumber(row.id)} is ${row.state}: it cannot be ${target}.`);

/** Runs a step of the ERP on a return in a transaction: `step` answers false when the return is there already (already applied). */
async function returnStep(db: Executor, id: number, step: (row: ReturnRow, trx: Executor) => Promise<boolean>): Promise<Result> {
  const applied = await inTransaction(db, async (trx) => step(await existingReturn(trx, id), trx));
  return { Result: applied ? 'applied' : 'already applied', Return: integrationReturnOf(await existingReturn(db, id)) };
}

/** The dealer's mail of a return decided, written in the step's transaction (domain/order-life-mail.ts). */
async function mailDecided(trx: Executor, id: number, now: number): Promise<void> {
  const row = await existingReturn(trx, id);
  if (row.state !== 'approved' && row.state !== 'rejected' && row.state !== 'credited') return;
  await queueReturnDecided(
    trx,
    {
      orderId: row.orderId,
      number: row.number ?? returnNumber(row.id),
      state: row.state,
      sku: row.sku,
      name: async (language) => (await returnById(trx, id, language))?.productName ?? row.productName,
      quantity: row.quantity,
      reason: row.decisionReason,
      creditNote: row.creditNoteNumber,
    },
    now,
  );
}

/** POST /api/integration/returns/{id}/decision */
export async function decideReturn(
  db: Executor,
  id: number,
  request: v.InferOutput<typeof IntegrationReturnDecisionRequest>,
  now: number,
): Promise<Result> {
  if (request.Decision === 'rejected' && !request.Reason) throw ValidationFailed.field('Reason', REJECTION_REASON);
  return returnStep(db, id, async (row, trx) => {
    if (row.state === request.Decision) return false;
    if (row.state !== 'requested') throw outOfTurn(row, request.Decision);
    await updateReturn(trx, id, {
      state: request.Decision,
      decision_reason: request.Decision === 'rejected' ? (request.Reason ?? null) : null,
      updated_at: now,
    });
    await mailDecided(trx, id, now);
    return true;
  });
}

/** POST /api/integration/returns/{id}/received */
export async function receiveReturn(
  db: Executor,
  id: number,
  request: v.InferOutput<typeof IntegrationReturnReceivedRequest>,
  now: number,
): Promise<Result> {
  return returnStep(db, id, async (row, trx) => {
    if ((row.state === 'received' || row.state === 'credited') && row.receivedOn === request.ReceivedOn) return false;
    if (row.state !== 'approved') throw outOfTurn(row, 'received');
    await updateReturn(trx, id, { state: 'received', received_on: request.ReceivedOn, updated_at: now });
    return true;
  });
}

/** POST /api/integration/returns/{id}/credit: the credit note (of the return's order, reported before) that credits it. */
export async function creditReturn(
  db: Executor,
  id: number,
  request: v.InferOutput<typeof IntegrationReturnCreditRequest>,
  now: number,
): Promise<Result> {
  return returnStep(db, id, async (row, trx) => {
    const note = await invoiceByNumber(trx, request.CreditNote);
    if (!note || note.kind !== 'credit-note' || note.orderId !== row.orderId)
      throw ValidationFailed.field('CreditNote', `${request.CreditNote} is not a credit note of order ${row.orderNumber ?? row.orderId}.`);
    if (row.state === 'credited' && row.creditNoteId === note.id) return false;
    if (row.state !== 'received') throw outOfTurn(row, 'credited');
    await updateReturn(trx, id, { state: 'credited', credit_note_id: note.id, updated_at: now });
    await mailDecided(trx, id, now);
    return true;
  });
}

/** GET /api/Return/{id}/Pdf: the printable return form in the request's language. */
export async function dealerReturnPdf(db: Executor, customerId: number, id: number, language: Language, shop: Seller) {
  const ret = await dealerReturn(db, customerId, id, language);
  const order = await customerOrder(db, customerId, ret.OrderId, language);
  return { number: ret.Number, pdf: await returnFormPdf({ ret, dealer: order?.BillingAddress ?? null, shop, language }) };
}

import type { CartLine } from '@parts/contract/cart';
import { inTransaction, type Executor } from '../data/executor';
import { lockCustomer } from '../data/customers';
import type { Language } from '../i18n/language';
import { translateAll } from '../i18n/messages';
import { clearCart } from '../data/cart';
import { cartLines, replaceSupersededLines, type CartOwner } from './cart';
import { personName } from '../data/team';
import { withdrawnParts } from '../data/withdrawn';
import { COURIER_RATE_METHOD, PICKUP_RATE_METHOD, pickupAddressOf, resolveCheckout, type CheckoutChoice } from './checkout';
import { saveAnswer, savedAnswer } from '../data/idempotency';
import { insertOrder } from '../data/orders';
import { OrderStatus, PaymentStatus, ShippingStatus } from './order-status';
import { computeTotals } from './totals';
import { queueOrderPlaced } from '../mail/webhook';
import { queueOrderConfirmation, type MailContext } from './mail';
import { orderDetail } from './orders';
import { ORDER_NOTE_MAX_LENGTH, orderNoteFits, termsAccepted } from '@parts/contract/checkout-request';
import { ROLES, type Role } from '@parts/contract/team';
import { recordAudit } from '../data/audit';
import { approvalCart, insertApproval, moveCartLines, placedSince } from '../data/approvals';
import { companyEmployee } from '../data/team';
import { ValidationFailed } from './errors';
import { reserveOrder } from './stock-reservations';

export interface ConfirmRequest extends CheckoutChoice {
  TermsOfServiceOnOrderConfirmPage: boolean;
  OrderNote: string;
  /** Extension order-reference: the dealer's own reference ('' = none); undefined without the extension. */
  CustomerReference?: string;
  /** Extension vor: the order is marked 'vehicle off road'; undefined without the extension. */
  Vor?: boolean;
}

export interface ConfirmResult {
  Success: boolean;
  PlacedOrder: { Id: number; OrderNumber: string } | null;
  Errors: string[];
  /** Extension team: the order waits for approval (PlacedOrder null). */
  AwaitingApproval?: { Id: number };
}

/** A person of the company: their employee id (null: the company's own login) and name. */
export interface Person {
  employeeId: number | null;
  name: string;
}

/**
 * The dealer's team (extension team): a checkout by a person of `role` (a Requester's order, and a
 * Buyer's over their monthly limit, waits for approval instead); or the placing of an approved
 * order, whose lines wait in the approval's cart: placed by the requester, approved by the approver,
 * refused (400) when its total is no longer the one the approver was shown.
 */
export type TeamPlacement =
  | { kind: 'checkout'; role: Role; now: number }
  | { kind: 'approval'; requester: Person; approver: Person; shownTotal: number; now: number };

const PRICES_CHANGED = 'The prices have changed since you looked: check the order again.';

/** How a new order starts; the demo data passes other statuses for its history. */
export interface OrderState {
  createdOn: string;
  orderStatus: string;
  paymentStatus: string;
  shippingStatus: string;
  /** The order reserves what it takes of the stock until shipped (domain/stock-reservations.ts): orders placed now; not the demo's history. */
  reservesStock?: boolean;
}

export const newOrderState = (): OrderState => ({
  reservesStock: true,
  createdOn: new Date().toISOString(),
  orderStatus: OrderStatus.Pending,
  paymentStatus: PaymentStatus.Pending,
  shippingStatus: ShippingStatus.NotYetShipped,
});

/**
 * Checks everything again on the server and, when nothing is wrong, turns the cart into an order
 * and empties the cart, all in one transaction. On PostgreSQL the customer's row is locked first
 * (FOR UPDATE), so confirmations of one cart arriving at several instances at once run one after
 * the other: the first places the order, the others find the cart empty. (SQLite runs one
 * transaction at a time anyway.) With an `idempotencyKey` (the Idempotency-Key header) the answer
 * of the order placed is saved with the key, under the same lock, and a request repeating the key
 * gets that answer again instead of a second order or "cart empty". With `followSupersession`
 * (extension supersession) superseded cart lines are moved to their replacements first. With
 * `mail` the order's confirmation is queued in the outbox in the same transaction (the demo
 * data's history gets none).
 */
export async function confirmCheckout(
  db: Executor,
  owner: CartOwner,
  request: ConfirmRequest,
  language: Language,
  state: OrderState = newOrderState(),
  idempotencyKey?: { key: string; now: number },
  followSupersession = false,
  mail?: MailContext,
  team?: TeamPlacement,
): Promise<ConfirmResult> {
  return inTransaction(
    db,
    async (trx) => {
      // the company (its prices, addresses, orders) and the person whose cart becomes the order (extension team)
      const { customerId } = owner;
      const customer = await lockCustomer(trx, customerId);
      if (idempotencyKey) {
        const saved = await savedAnswer(trx, customerId, idempotencyKey.key, idempotencyKey.now);
        if (saved !== undefined) return JSON.parse(saved) as ConfirmResult;
      }
      // the order holds what the cart read showed: lines superseded since are moved to their replacements first
      if (followSupersession) await replaceSupersededLines(trx, owner);
      // the order keeps the English names (data/orders.ts shows them in the language asked for);
      // what is wrong is told in the request's language, names included
      const lines = await cartLines(trx, owner, 'en', false, customer?.discountPercent);
      const checkout = await resolveCheckout(trx, customerId, request, 'en');
      const errors: string[] = [];
      if (lines.length === 0) errors.push('Your shopping cart is empty.');
      // the cart is read again in the request's language only to name a line that cannot be sold
      if (lines.some((line) => line.Product.Price <= 0)) {
        const shownLines = language === 'en' ? lines : await cartLines(trx, owner, language, false, customer?.discountPercent);
        for (const line of shownLines) {
          if (line.Product.Price <= 0) errors.push(`${line.Product.Sku} ${line.Product.Name}: Product temporarily unavailable.`);
        }
      }
      // a part a catalogue feed withdrew cannot be ordered: the order is refused, naming it, rather than
      // placed without it (the dealer confirmed the lines shown and decides: remove it or take its replacement)
      const withdrawn = await withdrawnParts(
        trx,
        lines.map((line) => line.Product.Id),
        language,
      );
      if (withdrawn.size > 0) {
        const shownLines = language === 'en' ? lines : await cartLines(trx, owner, language, false, customer?.discountPercent);
        for (const line of shownLines) {
          const mark = withdrawn.get(line.Product.Id);
          if (!mark) continue;
          const part = `${line.Product.Sku} ${line.Product.Name}`;
          errors.push(
            mark.ReplacedBy
              ? `${part}: Withdrawn from the catalogue, replaced by ${mark.ReplacedBy.Sku}. Remove it from the cart.`
              : `${part}: Withdrawn from the catalogue. Remove it from the cart.`,
          );
        }
      }
      errors.push(
        ...(checkout.problems.length === 0 || language === 'en'
          ? checkout.problems
          : (await resolveCheckout(trx, customerId, request, language)).problems),
      );
      if (!termsAccepted(request.TermsOfServiceOnOrderConfirmPage)) errors.push('Please accept the terms of service.');
      if (!orderNoteFits(request.OrderNote)) errors.push(`The order note may have at most ${ORDER_NOTE_MAX_LENGTH} characters.`);
      const { billingAddress, paymentMethod } = checkout;
      if (errors.length > 0 || !billingAddress || !paymentMethod)
        return { Success: false, PlacedOrder: null, Errors: translateAll(language, errors) };

      const totals = computeTotals(lines, checkout.shippingFee, checkout.paymentFee);
      const person: Person =
        team?.kind === 'approval'
          ? team.requester
          : { employeeId: owner.employeeId === 0 ? null : owner.employeeId, name: await personName(trx, owner) };
      if (team?.kind === 'approval' && totals.OrderTotal !== team.shownTotal) throw ValidationFailed.field('Total', PRICES_CHANGED);
      if (team?.kind === 'checkout') {
        const reason = await approvalReason(trx, owner, team.role, totals.OrderTotal, state.createdOn);
        if (reason) {
          const result = await requestApproval(trx, owner, person, request, language, lines, totals.OrderTotal, reason, team.now);
          if (idempotencyKey) await saveAnswer(trx, customerId, idempotencyKey.key, JSON.stringify(result), idempotencyKey.now);
          return result;
        }
      }
      const { reservesStock, ...orderState } = state;
      const placed = await insertOrder(trx, {
        customerId,
        ...orderState,
        pickupAddress: checkout.pickupPoint ? pickupAddressOf(checkout.pickupPoint) : null,
        shippingAddress: checkout.shippingAddress ?? null,
        billingAddress,
        shippingMethod: checkout.pickupPoint ? `Pickup in store: ${checkout.pickupPoint.Name}` : (checkout.shippingMethod?.name ?? ''),
        shippingRateComputationMethodSystemName: checkout.pickupPoint ? PICKUP_RATE_METHOD : COURIER_RATE_METHOD,
        paymentMethod: paymentMethod.Name,
        paymentMethodSystemName: paymentMethod.PaymentMethodSystemName,
        lines,
        totals,
        notes: request.OrderNote.trim() ? [{ createdOn: state.createdOn, note: request.OrderNote.trim() }] : [],
        customerReference: request.CustomerReference?.trim() || null,
        placedBy: person,
        ...(team?.kind === 'approval' && { approvedBy: team.approver }),
        language,
        vor: request.Vor === true,
      });
      if (team)
        await recordAudit(trx, {
          customerId,
          at: team.now,
          actor: person,
          action: 'order.placed',
          subject: placed.orderNumber,
          detail: String(totals.OrderTotal),
        });
      if (reservesStock) await reserveOrder(trx, placed.id, customerId);
      await clearCart(trx, owner);
      // the confirmation, in the request's language, is queued with the order: it exists exactly when the order does
      if (mail && customer)
        await queueOrderConfirmation(
          trx,
          customer.contact,
          await orderDetail(trx, customerId, placed.id, language, request.CustomerReference !== undefined),
          language,
          mail,
        );
      // the ERP's webhook (when set) hears of it in the same transaction: announced exactly when placed
      if (mail?.announceOrders) await queueOrderPlaced(trx, { ...placed, vor: request.Vor === true }, mail.now);
      const result: ConfirmResult = { Success: true, PlacedOrder: { Id: placed.id, OrderNumber: placed.orderNumber }, Errors: [] };
      if (idempotencyKey) await saveAnswer(trx, customerId, idempotencyKey.key, JSON.stringify(result), idempotencyKey.now);
      return result;
    },
    { writesNoReferenceData: true },
  );
}

/**
 * Why a checkout waits for approval (extension team): a Requester's always ('role'); a Buyer's when
 * the orders they placed this month (UTC, by the order's time) and this one come to more than their
 * monthly limit ('limit'); undefined when it is placed at once.
 */
async function approvalReason(
  db: Executor,
  owner: CartOwner,
  role: Role,
  total: number,
  createdOn: string,
): Promise<'role' | 'limit' | undefined> {
  if (role === ROLES.requester) return 'role';
  if (role !== ROLES.buyer || owner.employeeId === 0) return undefined;
  const employee = await companyEmployee(db, owner.customerId, owner.employeeId);
  if (employee?.monthlyLimit === null || employee?.monthlyLimit === undefined) return undefined;
  const placed = new Date(createdOn);
  const monthStart = new Date(Date.UTC(placed.getUTCFullYear(), placed.getUTCMonth(), 1)).toISOString();
  const spent = await placedSince(db, owner.customerId, owner.employeeId, monthStart);
  return spent + total > employee.monthlyLimit ? 'limit' : undefined;
}

/**
 * The order waits for approval: nothing in `orders` (which the dealer system reads); the person's
 * cart lines move to the approval's own cart (their cart is empty again), the lines and prices they
 * saw and their checkout choices are kept, and the request is audited.
 */
async function requestApproval(
  db: Executor,
  owner: CartOwner,
  requester: Person,
  request: ConfirmRequest,
  language: Language,
  lines: readonly CartLine[],
  total: number,
  reason: 'role' | 'limit',
  now: number,
): Promise<ConfirmResult> {
  const id = await insertApproval(db, {
    customerId: owner.customerId,
    requester,
    language,
    request: JSON.stringify(request),
    lines: JSON.stringify(
      lines.map((line) => ({
        ProductId: line.Product.Id,
        Sku: line.Product.Sku,
        Name: line.Product.Name,
        Quantity: line.Quantity,
        Price: line.Product.Price,
        ...(line.JobReference && { JobReference: line.JobReference }),
      })),
    ),
    total,
    reason,
    createdAt: now,
  });
  await moveCartLines(db, owner, approvalCart(owner.customerId, id));
  await recordAudit(db, {
    customerId: owner.customerId,
    at: now,
    actor: requester,
    action: 'order.requested',
    subject: `#${id}`,
    detail: String(total),
  });
  return { Success: true, PlacedOrder: null, Errors: [], AwaitingApproval: { Id: id } };
}

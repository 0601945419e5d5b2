import { inTransaction, type Executor } from '../data/executor';
import { lockCustomer } from '../data/customers';
import type { Language } from '../i18n/language';
import { translateAll } from '../i18n/messages';
import { clearCart } from '../data/cart';
import { cartLines, replaceSupersededLines } from './cart';
import { withdrawnParts } from '../data/withdrawn';
import { COURIER_RATE_METHOD, PICKUP_RATE_METHOD, pickupAddressOf, resolveCheckout, type CheckoutChoice } from './checkout';
import { saveAnswer, savedAnswer } from '../data/idempotency';
import { insertOrder } from '../data/orders';
import { OrderStatus, PaymentStatus, ShippingStatus } from './order-status';
import { computeTotals } from './totals';
import { queueOrderConfirmation, type MailContext } from './mail';
import { orderDetail } from './orders';
import { ORDER_NOTE_MAX_LENGTH, orderNoteFits, termsAccepted } from '@parts/contract/checkout-request';

export interface ConfirmRequest extends CheckoutChoice {
  TermsOfServiceOnOrderConfirmPage: boolean;
  OrderNote: string;
  /** Extension order-reference: the dealer's own reference ('' = none); undefined without the extension. */
  CustomerReference?: string;
}

export interface ConfirmResult {
  Success: boolean;
  PlacedOrder: { Id: number; OrderNumber: string } | null;
  Errors: string[];
}

/** How a new order starts; the demo data passes other statuses for its history. */
export interface OrderState {
  createdOn: string;
  orderStatus: string;
  paymentStatus: string;
  shippingStatus: string;
}

export const newOrderState = (): OrderState => ({
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
  customerId: number,
  request: ConfirmRequest,
  language: Language,
  state: OrderState = newOrderState(),
  idempotencyKey?: { key: string; now: number },
  followSupersession = false,
  mail?: MailContext,
): Promise<ConfirmResult> {
  return inTransaction(
    db,
    async (trx) => {
      const customer = await lockCustomer(trx, customerId);
      if (idempotencyKey) {
        const saved = await savedAnswer(trx, customerId, idempotencyKey.key, idempotencyKey.now);
        if (saved !== undefined) return JSON.parse(saved) as ConfirmResult;
      }
      // the order holds what the cart read showed: lines superseded since are moved to their replacements first
      if (followSupersession) await replaceSupersededLines(trx, customerId);
      // the order keeps the English names (data/orders.ts shows them in the language asked for);
      // what is wrong is told in the request's language, names included
      const lines = await cartLines(trx, customerId, 'en', false, customer?.discountPercent);
      const checkout = await resolveCheckout(trx, customerId, request, 'en');
      const errors: string[] = [];
      if (lines.length === 0) errors.push('Your shopping cart is empty.');
      // the cart is read again in the request's language only to name a line that cannot be sold
      if (lines.some((line) => line.Product.Price <= 0)) {
        const shownLines = language === 'en' ? lines : await cartLines(trx, customerId, language, false, customer?.discountPercent);
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
        const shownLines = language === 'en' ? lines : await cartLines(trx, customerId, language, false, customer?.discountPercent);
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
      const placed = await insertOrder(trx, {
        customerId,
        ...state,
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
      });
      await clearCart(trx, customerId);
      // the confirmation, in the request's language, is queued with the order: it exists exactly when the order does
      if (mail && customer)
        await queueOrderConfirmation(
          trx,
          customer.contact,
          await orderDetail(trx, customerId, placed.id, language, request.CustomerReference !== undefined),
          language,
          mail,
        );
      const result: ConfirmResult = { Success: true, PlacedOrder: { Id: placed.id, OrderNumber: placed.orderNumber }, Errors: [] };
      if (idempotencyKey) await saveAnswer(trx, customerId, idempotencyKey.key, JSON.stringify(result), idempotencyKey.now);
      return result;
    },
    { writesNoReferenceData: true },
  );
}

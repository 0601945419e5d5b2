import { emit, notify, type Message } from '@parts/shared-kernel';
import type { ConfirmResult } from './api/checkout-schemas';
import type { TotalsRequest } from '../totals/api/totals-request';
import { refusalMessage, totalsRequestOf, type CheckoutChoice } from './checkout-rules';

/** The confirmation call as the http client names it: its next success clears a refusal's notice. */
const CONFIRM_TOPIC = 'POST /api/ShoppingCart/ConfirmCheckout';

export type PlaceOrderOutcome = { placed: true; orderNumber: string; orderId: number } | { placed: false; awaitingApproval?: true };

/**
 * Confirms the order. Success true: the cart is empty now and the notice 'Your order was
 * successfully placed' shows. Success false: the Errors joined by a comma, else 'Something went wrong!'.
 */
export async function placeOrder(
  confirmCheckout: (request: TotalsRequest) => Promise<ConfirmResult>,
  choice: CheckoutChoice,
  confirmation: { orderNote: string; terms: boolean; customerReference?: string; vor?: boolean },
  messages: { placed: Message; somethingWrong: Message; awaitingApproval: Message },
): Promise<PlaceOrderOutcome> {
  let result: ConfirmResult;
  try {
    result = await confirmCheckout(totalsRequestOf(choice, confirmation));
  } catch {
    return { placed: false }; // the shared notification said why; the dealer may try again
  }
  if (result.Success && result.PlacedOrder) {
    emit('cart:count', 0);
    notify('success', messages.placed);
    return { placed: true, orderNumber: String(result.PlacedOrder.OrderNumber), orderId: result.PlacedOrder.Id };
  }
  // extension team: a Requester's order (or a Buyer's over their limit) waits for approval; the cart is empty now
  if (result.Success && result.AwaitingApproval) {
    emit('cart:count', 0);
    notify('success', messages.awaitingApproval);
    return { placed: false, awaitingApproval: true };
  }
  // the same action's next success clears it (the http client's topic of the call)
  notify('danger', refusalMessage(result.Errors) ?? messages.somethingWrong, { topic: CONFIRM_TOPIC });
  return { placed: false };
}

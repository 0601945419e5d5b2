import * as v from 'valibot';
import { AddItemRequest, CartFromCsvRequest, CartLineSchema, CSV_MAX_ROWS, TotalsSchema, UpdateItemResponseSchema } from '@parts/contract/cart';
import { NoticesSchema, success, SuccessSchema } from '@parts/contract/common';
import { clearCart, findPart } from '../data/cart';
import { inTransaction } from '../db/database';
import { addPartToCart, cartContext, cartLines, setCartQuantity, type CartContext } from '../domain/cart';
import { resolveCheckout } from '../domain/checkout';
import { computeTotals } from '../domain/totals';
import { NotFound } from '../domain/errors';
import { id, quantity } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { translate, translateAll } from '../i18n/messages';
import { checkoutRequestSchema } from '@parts/contract/checkout-request';

const tag = 'Cart';

export const cartRoutes = routePlugin(tag, ({ db, storeConfig }) => {
  const context = async (marke = '', produktart = ''): Promise<CartContext> => cartContext((await storeConfig()).general.vehicleBrand, marke, produktart);
  return [
    defineRoute({
      method: 'GET', url: '/api/Level4/Cart', auth: true, summary: 'The cart lines, priced for the customer', response: v.array(CartLineSchema),
      handler: ({ customerId, language }) => cartLines(db, customerId, language),
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4/AddItem', auth: true, response: NoticesSchema,
      summary: 'Add a part (quantities add up, as far as the stock goes); answers notices such as "Only 3 in stock: 2 added to the cart." ([] when fine)',
      body: AddItemRequest,
      handler: async ({ body, customerId, language }) => {
        const part = await findPart(db, { id: body.ProductId });
        if (!part) throw new NotFound();
        return translateAll(language, await addPartToCart(db, customerId, part, body.Quantity, await context(body.marke, body.produktart)));
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4/cartFromCsv', auth: true, response: NoticesSchema,
      summary: `Add the rows of an imported CSV (at most ${CSV_MAX_ROWS}); unknown numbers are reported, the rest added`,
      body: CartFromCsvRequest,
      handler: async ({ body, customerId, language }) => {
        const lineContext = await context();
        return inTransaction(db, async (trx) => {
          const notices: string[] = [];
          for (const row of body) {
            const part = await findPart(trx, { sku: row.sku });
            if (!part) notices.push(translate(language, `SKU ${row.sku} not found`));
            else {
              for (const notice of await addPartToCart(trx, customerId, part, row.quantity, lineContext)) notices.push(`SKU ${part.sku}: ${translate(language, notice)}`);
            }
          }
          return notices;
        });
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingCart/UpdateItem', auth: true, response: UpdateItemResponseSchema,
      summary: 'Set the quantity of a cart line (0 removes it; raised only as far as the stock goes, Notices says so); 404 when the part is not in the cart',
      body: v.object({ ProductId: id('ProductId'), Quantity: quantity('Quantity', 0) }),
      handler: async ({ body, customerId, language }) => {
        const notices = await setCartQuantity(db, customerId, body.ProductId, body.Quantity);
        return notices.length > 0 ? { ...success(), Notices: translateAll(language, notices) } : success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingCart/DeleteItem', auth: true, response: SuccessSchema,
      summary: 'Remove a cart line (the client sends Quantity 0); 404 when the part is not in the cart',
      body: v.object({ ProductId: id('ProductId'), Quantity: v.optional(v.unknown()) }),
      handler: async ({ body, customerId }) => {
        await setCartQuantity(db, customerId, body.ProductId, 0);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingCart/ClearCart', auth: true, summary: 'Empty the cart', response: SuccessSchema,
      handler: async ({ customerId }) => {
        await clearCart(db, customerId);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingCart/Totals', auth: true, response: TotalsSchema, body: checkoutRequestSchema,
      summary: 'Cart totals for the chosen addresses and methods (all optional): sub-total, shipping, payment fee, VAT, order total',
      handler: async ({ body, customerId, language }) => {
        const [checkout, lines] = await Promise.all([resolveCheckout(db, customerId, body, language), cartLines(db, customerId, language)]);
        return computeTotals(lines, checkout.shippingFee, checkout.paymentFee);
      },
    }),
  ];
});

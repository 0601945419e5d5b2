import { CSV_MAX_ROWS } from '@parts/contract/cart';
import { success } from '@parts/contract/common';
import { bulkAnswer, bulkOptions } from './bulk-answer';
import { EXTENSIONS } from '@parts/contract/store';
import {
  addResolvedPartsToCart,
  cartContext,
  cartLines,
  cartLinesWithEstimates,
  emptyCart,
  setCartQuantity,
  type CartContext,
} from '../domain/cart';
import { resolveParts } from '../domain/supersession';
import { markWithdrawnLines } from '../domain/withdrawn';
import { acceptBackorders, acceptsBackorders, withBackorders } from '../domain/backorders';
import { resolveCheckout } from '../domain/checkout';
import { computeTotals } from '../domain/totals';
import { NotFound } from '../domain/errors';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { translate, translateAll } from '../i18n/messages';

const tag = 'Cart';

export const cartRoutes = routePlugin(tag, ({ db, storeConfig, extensions, now }) => {
  /** Extension backorders: a line of a company that accepts backorders may take more than the stock, the rest a backorder (issue 40, item 4). */
  const backorders = () => extensions.has(EXTENSIONS.backorders);
  const overStock = async (customerId: number) => backorders() && (await acceptsBackorders(db, customerId));
  const context = async (customerId: number, marke = '', produktart = ''): Promise<CartContext> => ({
    ...cartContext((await storeConfig()).general.vehicleBrand, marke, produktart),
    ...((await overStock(customerId)) && { overStock: true }),
  });
  /** Old part numbers resolve to their current parts only with the extension listed (else this API answers as the spec's). */
  const supersession = () => extensions.has(EXTENSIONS.supersession);
  /** A line's job is read and answered only with the extension job-reference listed (else every line is the part's one line). */
  const jobs = () => extensions.has(EXTENSIONS.jobReference);
  const job = (sent: string) => (jobs() ? sent : '');
  const withoutJobs = <T extends { JobReference?: string }>(lines: T[]): T[] =>
    jobs() ? lines : lines.map(({ JobReference: _job, ...line }) => line as T);
  return [
    callRoute(CALLS['GET /api/Level4/Cart'], {
      summary: 'The cart lines, priced for the customer (extension delivery-estimate: DeliveryDays and DeliveryDate per line)',
      handler: async ({ cartOwner, language }) => {
        // a line superseded since it went into the cart shows its replacement; the next write of the cart stores it
        const lines = withoutJobs(
          extensions.has(EXTENSIONS.deliveryEstimate)
            ? await cartLinesWithEstimates(db, cartOwner, language, supersession(), now())
            : await cartLines(db, cartOwner, language, supersession()),
        );
        // extension backorders: the part of a line beyond the stock is a backorder, with its expected day
        const shown = backorders() ? await withBackorders(db, cartOwner.customerId, lines, now()) : lines;
        // extension feeds: a part withdrawn by a catalogue feed says so
        return extensions.has(EXTENSIONS.feeds) ? markWithdrawnLines(db, shown, language) : shown;
      },
    }),
    callRoute(CALLS['POST /api/Level4/AddItem'], {
      summary:
        'Add a part (quantities add up, as far as the stock goes; a part without a price is not added); answers notices such as "Only 3 in stock: 2 added to the cart." or "Product temporarily unavailable: not added to the cart." ([] when fine). Extension supersession: an old part adds the part or kit replacing it, first notice "99110000101 replaced by 99110000001". Extension import-report: with ?report=lines { Notices, Lines } (what happened to the line; NotFitting against the VehicleKeyList/EquipmentList sent). Extension job-reference: JobReference puts the part on its line of that job (a line per part and job; quantities add up per line, the stock counts every line of the part)',
      handler: async ({ body, query, cartOwner, language }) => {
        const resolution = (await resolveParts(db, { ids: [body.ProductId] }, supersession(), language)).byId.get(body.ProductId);
        if (!resolution) throw new NotFound();
        const lineContext = { ...(await context(cartOwner.customerId, body.marke, body.produktart)), job: job(body.JobReference) };
        // a part without a price stays out, as from a CSV or a list: the answer says so (issue 37, item 9)
        const options = bulkOptions(query, extensions);
        const added = await addResolvedPartsToCart(
          db,
          cartOwner,
          [{ sku: resolution.part.sku, resolution, quantity: body.Quantity }],
          lineContext,
          language,
          false,
          supersession(),
          options,
        );
        return bulkAnswer(added, options);
      },
    }),
    callRoute(CALLS['POST /api/Level4/cartFromCsv'], {
      summary: `Add the rows of an imported CSV (at most ${CSV_MAX_ROWS}); unknown numbers and parts without a price are reported, the rest added (extension supersession: old numbers as their current parts, reported). Extension import-report: with ?report=lines { Notices, Lines }, a line per row`,
      handler: async ({ body, query, cartOwner, language }) => {
        // every row's part (and what replaces it) in one query
        const { bySku } = await resolveParts(db, { skus: body.map((row) => row.sku) }, supersession(), language);
        const lineContext = await context(cartOwner.customerId);
        const items = body.map((row) => {
          const resolution = bySku.get(row.sku.trim());
          const asked = { sku: row.sku.trim(), quantity: row.quantity, job: job(row.JobReference) };
          return resolution ? { ...asked, resolution } : { ...asked, notice: translate(language, `SKU ${row.sku} not found`) };
        });
        const options = bulkOptions(query, extensions);
        return bulkAnswer(
          await addResolvedPartsToCart(db, cartOwner, items, lineContext, language, true, supersession(), options),
          options,
        );
      },
    }),
    callRoute(CALLS['POST /api/ShoppingCart/UpdateItem'], {
      summary:
        'Set the quantity of a cart line (0 removes it; raised only as far as the stock goes, Notices says so); 404 when the part is not in the cart. Extension job-reference: JobReference names the line, NewJobReference moves it to another job (joining the line of that job when there is one)',
      handler: async ({ body, cartOwner, language }) => {
        const line = {
          ...(jobs() && { job: body.JobReference, newJob: body.NewJobReference }),
          ...((await overStock(cartOwner.customerId)) && { overStock: true }),
        };
        const notices = await setCartQuantity(db, cartOwner, body.ProductId, body.Quantity, supersession(), line);
        return notices.length > 0 ? { ...success(), Notices: translateAll(language, notices) } : success();
      },
    }),
    callRoute(CALLS['GET /api/ShoppingCart/Backorders'], {
      summary:
        'Whether the company orders beyond the stock, the rest of a line kept as a backorder (Accept), or takes what is in stock (the default)',
      handler: async ({ cartOwner }) => ({ Accept: await acceptsBackorders(db, cartOwner.customerId) }),
    }),
    callRoute(CALLS['POST /api/ShoppingCart/Backorders'], {
      summary:
        'Order beyond the stock from now on (Accept true: adds, CSV rows and changed quantities keep the whole quantity) or not (false)',
      handler: async ({ body, cartOwner }) => {
        await acceptBackorders(db, cartOwner.customerId, body.Accept);
        return { Accept: body.Accept };
      },
    }),
    callRoute(CALLS['POST /api/ShoppingCart/DeleteItem'], {
      summary: 'Remove a cart line (the client sends Quantity 0); 404 when the part is not in the cart',
      handler: async ({ body, cartOwner }) => {
        await setCartQuantity(db, cartOwner, body.ProductId, 0, supersession(), { job: job(body.JobReference) });
        return success();
      },
    }),
    callRoute(CALLS['POST /api/ShoppingCart/ClearCart'], {
      summary: 'Empty the cart',
      handler: async ({ cartOwner }) => {
        await emptyCart(db, cartOwner);
        return success();
      },
    }),
    callRoute(CALLS['POST /api/ShoppingCart/Totals'], {
      summary: 'Cart totals for the chosen addresses and methods (all optional): sub-total, shipping, payment fee, VAT, order total',
      handler: async ({ body, cartOwner, language }) => {
        const [checkout, lines] = await Promise.all([
          resolveCheckout(db, cartOwner.customerId, body, language),
          cartLines(db, cartOwner, language, supersession()),
        ]);
        return computeTotals(lines, checkout.shippingFee, checkout.paymentFee);
      },
    }),
  ];
});

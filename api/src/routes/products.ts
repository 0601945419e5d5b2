import { PRODUCT_STOCK_BATCH_MAX } from '@parts/contract/catalogue';
import { EXTENSIONS } from '@parts/contract/store';
import { customerStocks, lookup } from '../domain/catalogue';
import { NotFound } from '../domain/errors';
import { whereUsed } from '../domain/where-used';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Catalogue: products';

/** `picture('12')`, `Product('12')`, `Category('12')` (quotes optional), as the spec spells the lookups. */
const LOOKUP = /^(picture|product|category)\('?(\d{1,12})'?\)$/i;

export const productRoutes = routePlugin(tag, ({ db, extensions, now }) => {
  /** With the extension delivery-estimate, each warehouse row's estimate for the customer's branch. */
  const estimateAt = () => (extensions.has(EXTENSIONS.deliveryEstimate) ? now() : undefined);
  return [
    callRoute(CALLS['POST /api/level4/ProductStock'], {
      summary:
        "A part's price for the customer and its stock per warehouse (extension delivery-estimate: DeliveryDays and DeliveryDate per warehouse)",
      handler: async ({ body, customerId, language }) => {
        const [stock] = await customerStocks(db, customerId, [body.sku], language, estimateAt());
        if (!stock) throw new NotFound();
        return stock;
      },
    }),
    callRoute(CALLS['POST /api/level4/ProductStock/Batch'], {
      summary: `Extension 'batch-stock': ProductStock for up to ${PRODUCT_STOCK_BATCH_MAX} parts in one call; the parts found, in the order asked (unknown part numbers left out)`,
      handler: async ({ body, customerId, language }) => {
        return customerStocks(
          db,
          customerId,
          body.map((line) => line.sku),
          language,
          estimateAt(),
        );
      },
    }),
    callRoute(CALLS['GET /api/Level4Product/WhereUsed'], {
      summary:
        "Extension 'where-used': a part's series, models, engines and years, the boards drawing it, its supersession chain, and whether it fits a vehicle (vehicleId or vin)",
      handler: async ({ query, language }) => whereUsed(db, query, language),
    }),
    callRoute(CALLS['GET /api/:lookup'], {
      // only "name(...)" paths reach this route (the table's path); other unknown /api paths stay 404
      summary: 'Entity lookups: a picture { Id, ImageUrl, Title }, a catalogue product, or a category',
      handler: async ({ params, customerId, language }) => {
        const match = LOOKUP.exec(params.lookup);
        if (!match) throw new NotFound();
        const [, entity = '', id = '0'] = match;
        return lookup(
          db,
          entity.toLowerCase() as 'picture' | 'product' | 'category',
          Number(id),
          customerId,
          language,
          extensions.has(EXTENSIONS.supersession),
        );
      },
    }),
  ];
});

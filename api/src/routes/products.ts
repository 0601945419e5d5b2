import * as v from 'valibot';
import {
  CatalogueProductSchema,
  CategorySchema,
  PictureSchema,
  PRODUCT_STOCK_BATCH_MAX,
  ProductStockBatchRequest,
  ProductStockBatchSchema,
  ProductStockRequest,
  ProductStockSchema,
} from '@parts/contract/catalogue';
import { EXTENSIONS } from '@parts/contract/store';
import { customerDiscount } from '../data/cart';
import { leadTimesOf } from '../data/delivery';
import { warehouseEstimator } from '../domain/delivery';
import { findProduct } from '../data/products';
import { catalogueProductWithChain, productStocks } from '../domain/products';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import { categoryById, pictureById } from '../data/categories';

const tag = 'Catalogue: products';

/** `picture('12')`, `Product('12')`, `Category('12')` (quotes optional), as the spec spells the lookups. */
const LOOKUP = /^(picture|product|category)\('?(\d{1,12})'?\)$/i;

export const productRoutes = routePlugin(tag, ({ db, extensions, now }) => {
  /** With the extension delivery-estimate, each warehouse row's estimate for the customer's branch. */
  const estimator = async (customerId: number) =>
    extensions.has(EXTENSIONS.deliveryEstimate) ? warehouseEstimator(await leadTimesOf(db, customerId), now()) : undefined;
  return [
    defineRoute({
      method: 'POST', url: '/api/level4/ProductStock', auth: true, response: ProductStockSchema,
      summary: "A part's price for the customer and its stock per warehouse (extension delivery-estimate: DeliveryDays and DeliveryDate per warehouse)",
      body: ProductStockRequest,
      handler: async ({ body, customerId, language }) => {
        const [discount, estimate] = await Promise.all([customerDiscount(db, customerId), estimator(customerId)]);
        const [stock] = await productStocks(db, [body.sku], discount, language, estimate);
        if (!stock) throw new NotFound();
        return stock;
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/level4/ProductStock/Batch', auth: true, response: ProductStockBatchSchema, extension: EXTENSIONS.batchStock,
      summary: `Extension 'batch-stock': ProductStock for up to ${PRODUCT_STOCK_BATCH_MAX} parts in one call; the parts found, in the order asked (unknown part numbers left out)`,
      body: ProductStockBatchRequest,
      handler: async ({ body, customerId, language }) => {
        const [discount, estimate] = await Promise.all([customerDiscount(db, customerId), estimator(customerId)]);
        return productStocks(db, body.map((line) => line.sku), discount, language, estimate);
      },
    }),
    defineRoute({
      // only "name(...)" paths reach this route; other unknown /api paths stay 404
      method: 'GET', url: '/api/:lookup(^\\w+\\(.+\\)$)', auth: true, response: v.union([PictureSchema, CatalogueProductSchema, CategorySchema]),
      documentedPaths: ["/api/picture('{id}')", "/api/Product('{id}')", "/api/Category('{id}')"],
      summary: 'Entity lookups: a picture { Id, ImageUrl, Title }, a catalogue product, or a category',
      params: v.object({ lookup: v.string() }),
      handler: async ({ params, customerId, language }) => {
        const match = LOOKUP.exec(params.lookup);
        if (!match) throw new NotFound();
        const [, entity = '', id = '0'] = match;
        const key = Number(id);
        switch (entity.toLowerCase()) {
          case 'picture': {
            const picture = await pictureById(db, key);
            if (!picture) throw new NotFound();
            return picture;
          }
          case 'product': {
            const product = await findProduct(db, { id: key }, language);
            if (!product) throw new NotFound();
            return catalogueProductWithChain(db, product, await customerDiscount(db, customerId), language, extensions.has(EXTENSIONS.supersession));
          }
          default: {
            const category = await categoryById(db, key, language);
            if (!category) throw new NotFound();
            return category;
          }
        }
      },
    }),
  ];
});

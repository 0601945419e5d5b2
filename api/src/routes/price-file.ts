import { CALLS } from '@parts/contract/calls';
import { priceFile } from '../domain/price-file';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Price file';

/** Extension price-file: the dealer's whole price list as CSV, streamed. */
export const priceFileRoutes = routePlugin(tag, ({ db }) => [
  callRoute(CALLS['GET /api/PriceFile'], {
    summary:
      "The signed-in dealer's price list as CSV (extension price-file): part_number;name (in the request's language);catalogue_price (gross);net_price (the dealer's, after their discount);stock (state);replaced_by, a line per part by part number, streamed",
    handler: async ({ customerId, language, reply }) => {
      const stream = await priceFile(db, customerId, language);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="${language === 'pl' ? 'cennik' : 'price-list'}-${day}.csv"`);
      reply.type('text/csv; charset=utf-8');
      // Fastify pipes the stream; the handler's answer is the reply itself (its body is the stream, not a string)
      return reply.send(stream) as unknown as string;
    },
  }),
]);

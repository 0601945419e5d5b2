import { TopicSchema, http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery } from '@parts/shared-kernel/query';

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const TOPIC = declareQuery(['topic'], ['GET /api/Topic/get']);

/** GET /api/Topic/get?seName=: one content page, in the shop's language. */
export const topicQuery = (seName: string, locale: Locale) =>
  apiQuery(keyed(TOPIC, seName), locale, ({ signal, locale }) =>
    http.get('/api/Topic/get', { query: { seName }, schema: TopicSchema, signal, locale }),
  );

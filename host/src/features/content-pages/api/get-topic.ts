import { TopicSchema, http, type Locale } from '@parts/shared-kernel';
import { apiQuery } from '@parts/shared-kernel/query';

/** GET /api/Topic/get?seName=: one content page, in the shop's language. */
export const topicQuery = (seName: string, locale: Locale) =>
  apiQuery(['topic', seName], locale, ({ signal, locale }) => http.get('/api/Topic/get', { query: { seName }, schema: TopicSchema, signal, locale }));

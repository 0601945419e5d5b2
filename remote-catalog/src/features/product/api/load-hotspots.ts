import { HotspotSchema } from '@parts/contract/catalogue';
import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { Hotspot } from '../product-schemas';

/** GET /api/Level4Product/Hotspots?grafikId=: the hotspot rectangles of a diagram. */
export function loadHotspots(grafikId: string | number, context?: FetchContext): Promise<Hotspot[]> {
  return http.get('/api/Level4Product/Hotspots', { query: { grafikId }, schema: v.array(HotspotSchema), ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const HOTSPOTS = declareQuery(['catalog', 'hotspots'], ['GET /api/Level4Product/Hotspots']);

export const hotspotsQuery = (locale: Locale, grafikId: string) =>
  apiQuery(keyed(HOTSPOTS, { grafikId }), locale, (context) => loadHotspots(grafikId, context));

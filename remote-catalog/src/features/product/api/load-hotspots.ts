import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { HotspotSchema, type Hotspot } from '../product-schemas';

/** GET /api/Level4Product/Hotspots?grafikId=: the hotspot rectangles of a diagram. */
export function loadHotspots(grafikId: string | number, context?: FetchContext): Promise<Hotspot[]> {
  return http.get('/api/Level4Product/Hotspots', { query: { grafikId }, schema: v.array(HotspotSchema), ...context });
}

export const hotspotsQuery = (locale: Locale, grafikId: string) => apiQuery(['catalog', 'hotspots', { grafikId }], locale, (context) => loadHotspots(grafikId, context));

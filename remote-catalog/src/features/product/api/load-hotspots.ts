import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { HotspotSchema, type Hotspot } from '../product-schemas';

/** GET /api/Level4Product/Hotspots?grafikId=: the hotspot rectangles of a diagram. */
export function loadHotspots(grafikId: string | number, signal?: AbortSignal): Promise<Hotspot[]> {
  return http.get('/api/Level4Product/Hotspots', {
    query: { grafikId },
    schema: v.nullish(v.array(HotspotSchema), []) as v.GenericSchema<unknown, Hotspot[]>,
    ...(signal ? { signal } : {}),
  });
}

/** The hotspots depend only on the diagram (not on the language): asked for at once, beside the product. */
export const hotspotsQuery = (locale: Locale, grafikId: string) =>
  queryOptions({ queryKey: catalogKey('hotspots', locale, { grafikId }), queryFn: ({ signal }) => loadHotspots(grafikId, signal) });

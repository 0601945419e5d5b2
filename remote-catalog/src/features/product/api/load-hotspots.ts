import type * as v from 'valibot';
import { http, list } from '@parts/shared-kernel';
import { HotspotSchema, type Hotspot } from '../product-schemas';

/** GET /api/Level4Product/Hotspots?grafikId=: the hotspot rectangles of a diagram. */
export function loadHotspots(grafikId: string | number, signal?: AbortSignal): Promise<Hotspot[]> {
  return http.get('/api/Level4Product/Hotspots', {
    query: { grafikId },
    schema: list(HotspotSchema) as v.GenericSchema<unknown, Hotspot[]>,
    ...(signal ? { signal } : {}),
  });
}

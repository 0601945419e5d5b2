import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { HotspotSchema, type Hotspot } from '../product-schemas';

/** GET /api/Level4Product/Hotspots?grafikId=: the hotspot rectangles of a diagram. */
export function loadHotspots(grafikId: string | number, signal?: AbortSignal): Promise<Hotspot[]> {
  return http.get('/api/Level4Product/Hotspots', {
    query: { grafikId },
    schema: v.nullish(v.array(HotspotSchema), []) as v.GenericSchema<unknown, Hotspot[]>,
    ...(signal ? { signal } : {}),
  });
}

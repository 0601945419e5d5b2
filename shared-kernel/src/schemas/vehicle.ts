import type { CurrentVehicleSchema } from '@parts/contract/catalogue';
import type * as v from 'valibot';

/**
 * SPEC section 3, "Current vehicle data": saved in local storage and published as `vehicle`. The
 * type only: the schema is the contract's (`@parts/contract/catalogue`), so the kernel every page
 * loads does not carry the catalogue's schemas.
 */
export type CurrentVehicle = v.InferOutput<typeof CurrentVehicleSchema>;

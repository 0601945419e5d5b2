import { CurrentVehicleSchema as CurrentVehicle } from '@parts/contract/catalogue';
import { tolerant } from '@parts/contract/tolerant';
import type * as v from 'valibot';

/** SPEC section 3, "Current vehicle data": saved in local storage and published as `vehicle`. */
export const CurrentVehicleSchema = tolerant(CurrentVehicle);
export type CurrentVehicle = v.InferOutput<typeof CurrentVehicleSchema>;

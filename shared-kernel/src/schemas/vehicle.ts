import { CurrentVehicleSchema as CurrentVehicle } from '@parts/contract/catalogue';
import type * as v from 'valibot';

/** SPEC section 3, "Current vehicle data": saved in local storage and published as `vehicle`. */
export const CurrentVehicleSchema = CurrentVehicle;
export type CurrentVehicle = v.InferOutput<typeof CurrentVehicleSchema>;

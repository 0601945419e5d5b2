import type * as v from 'valibot';
import type { CurrentVehicleSchema, VehicleListItemSchema } from '@parts/contract/catalogue';

/** One vehicle of a VIN search (SPEC section 3, "Vehicle (VIN search result)"), as the contract has it. */
export type VinVehicle = v.InferOutput<typeof VehicleListItemSchema>;

/** The current vehicle as the catalogue keeps it (with the VIN it was found by). */
export type CurrentVehicleData = v.InferOutput<typeof CurrentVehicleSchema>;

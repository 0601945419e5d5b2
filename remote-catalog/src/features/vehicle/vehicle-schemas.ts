import * as v from 'valibot';
import { CurrentVehicleSchema, VehicleListItemSchema } from '@parts/contract/catalogue';

/** One vehicle of a VIN search (SPEC section 3, "Vehicle (VIN search result)"), as the contract has it. */
export const VinVehicleSchema = VehicleListItemSchema;
export type VinVehicle = v.InferOutput<typeof VinVehicleSchema>;
export const VinVehiclesSchema = v.array(VehicleListItemSchema);

/** The current vehicle as the catalogue keeps it (with the VIN it was found by). */
export const CurrentVehicleDataSchema = CurrentVehicleSchema;
export type CurrentVehicleData = v.InferOutput<typeof CurrentVehicleDataSchema>;

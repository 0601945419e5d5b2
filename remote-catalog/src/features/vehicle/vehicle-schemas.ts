import * as v from 'valibot';
import { CurrentVehicleSchema, id, list, text } from '@parts/shared-kernel';

/** One vehicle of a VIN search (SPEC section 3, "Vehicle (VIN search result)"). */
export const VinVehicleSchema = v.object({
  Id: id(),
  Vin: text(),
  VehicleInfo: v.looseObject({
    marke: text(),
    baureihe: text(),
    verkaufsbezeichnung: text(),
    motor: text(),
    produktionsdatum: text(),
    vin7: text(),
  }),
  VehicleData: v.nullish(v.looseObject({ lackCode: v.nullish(v.string(), ''), polsterCode: v.nullish(v.string(), '') }), { lackCode: '', polsterCode: '' }),
});
export type VinVehicle = v.InferOutput<typeof VinVehicleSchema>;
export const VinVehiclesSchema = list(VinVehicleSchema);

/** The current vehicle as the catalogue keeps it: the kernel's shape plus the VIN it was found by. */
export const CurrentVehicleDataSchema = v.object({
  ...CurrentVehicleSchema.entries,
  Vin: v.nullish(v.string(), null),
});
export type CurrentVehicleData = v.InferOutput<typeof CurrentVehicleDataSchema>;

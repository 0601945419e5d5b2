import * as v from 'valibot';
import { flag, list, text } from './common';

const EquipmentSchema = v.object({ code: text(), benennung: text(), nachgeruestet: flag() });

/** SPEC section 3, "Current vehicle data": saved in local storage and published as `vehicle`. */
export const CurrentVehicleSchema = v.object({
  VehicleInfo: v.looseObject({ marke: text(), produktart: text() }),
  VehicleData: v.optional(v.nullable(v.looseObject({})), {}),
  VehicleFuelQty: list(v.object({ fuellmengenart: text(), fuellmenge: text(), hinweistext: text() })),
  StandardEquipment: list(EquipmentSchema),
  OptionalEquipment: list(EquipmentSchema),
  TechnicalCampaigns: list(
    v.object({ Status: text(), CampaignNumber: text(), Description: text(), Reservations: v.optional(v.unknown()) }),
  ),
  Year: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  Month: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  VehicleId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  VehicleKeyList: list(v.union([v.string(), v.number()])),
  EquipmentList: list(v.union([v.string(), v.number()])),
  VehicleType: text(),
  TransmissionType: text(),
});
export type CurrentVehicle = v.InferOutput<typeof CurrentVehicleSchema>;

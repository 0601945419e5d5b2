/** Extension where-used: GET /api/Level4Product/WhereUsed (kept out of catalogue.ts, which the first pages load). */
import * as v from 'valibot';
import { SupersessionSchema } from './catalogue';
import { noControlCharacters, optionalId, requiredText } from './fields';

/** A list in a query string: one value (?name=a) or several (the parameter repeated), each a code of at most 40 characters. */
export const queryCodeList = (name: string) =>
  v.optional(
    v.pipe(
      v.union(
        [
          v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters(name, 'term')),
          v.pipe(
            v.array(v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters(name, 'term'))),
            v.maxLength(500, `${name} has at most 500 entries.`),
          ),
        ],
        `${name} must be a list.`,
      ),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
    ),
    [],
  );

/** At most this many series/model/engine rows and boards in a where-used answer (the counts say how many there are). */
export const WHERE_USED_MAX_FITS = 200;
export const WHERE_USED_MAX_BOARDS = 100;

/**
 * GET /api/Level4Product/WhereUsed: a part by its id (productId) or number (sku), and optionally the
 * vehicle to answer 'fits my vehicle' for: a VIN vehicle's id (vehicleId, the VIN list's Id) or its
 * VIN (full or last 7), else a vehicle chosen by filters as its keys and equipment codes.
 */
export const WhereUsedQuerySchema = v.object({
  productId: optionalId('productId'),
  sku: v.optional(requiredText('sku', 40)),
  vehicleId: optionalId('vehicleId'),
  vin: v.optional(
    v.pipe(
      requiredText('vin', 40),
      v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
      v.check(
        (value) => (value.length === 7 || value.length === 17) && /^[A-Z0-9]+$/.test(value),
        'Enter the full VIN (17 characters) or its last 7.',
      ),
    ),
  ),
  /** A vehicle chosen by filters (no id, no VIN): the current vehicle's VehicleKeyList and EquipmentList. */
  VehicleKeyList: queryCodeList('VehicleKeyList'),
  EquipmentList: queryCodeList('EquipmentList'),
});
export type WhereUsedQuery = v.InferOutput<typeof WhereUsedQuerySchema>;

/** One serie, model and engine the part fits, with the years its vehicles were built. */
const WhereUsedFitSchema = v.object({
  Serie: v.string(),
  SerieName: v.string(),
  ModelId: v.number(),
  ModelName: v.string(),
  EngineId: v.number(),
  EngineName: v.string(),
  YearFrom: v.number(),
  YearTo: v.number(),
});

/** A board drawing the part: the link is the product page of the board (Id) at the part's position. */
const WhereUsedBoardSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  /** The board's serie, null for a board of every vehicle. */
  Serie: v.nullable(v.string()),
  GrafikId: v.nullable(v.number()),
  Position: v.string(),
});

export const WhereUsedSchema = v.object({
  Part: v.object({ Id: v.number(), Sku: v.string(), Name: v.string() }),
  /** The series, models and engines the part fits (serie, model, engine order), at most WHERE_USED_MAX_FITS. */
  Fits: v.pipe(v.array(WhereUsedFitSchema), v.maxLength(WHERE_USED_MAX_FITS)),
  FitCount: v.number(),
  /** The boards drawing it (serie, name order; a board of every vehicle last), at most WHERE_USED_MAX_BOARDS. */
  Boards: v.pipe(v.array(WhereUsedBoardSchema), v.maxLength(WHERE_USED_MAX_BOARDS)),
  BoardCount: v.number(),
  /** Its supersession chain (empty lists when it has none). */
  Supersession: SupersessionSchema,
  /** Whether it fits the vehicle asked about: null without a vehicle, or for a part on no board (not judged). */
  FitsVehicle: v.nullable(v.boolean()),
});
export type WhereUsed = v.InferOutput<typeof WhereUsedSchema>;

import { WHERE_USED_MAX_BOARDS, WHERE_USED_MAX_FITS, type WhereUsed, type WhereUsedQuery } from '@parts/contract/where-used';
import type { Executor } from '../data/executor';
import { variantById, vehicleById, vehicleEquipment, vehiclesWithVin } from '../data/vehicles';
import { fitsOfScopes, usedPart, usedPlacements, type UsedPlacementRow, type VariantScope } from '../data/where-used';
import type { Language } from '../i18n/language';
import { NotFound, ValidationFailed } from './errors';
import { partsNotFitting, type FitVehicle } from './fitment';
import { supersessionsOf } from './supersession';

/** A board position's number first, then its text ('2' before '10', '10' before '10a'). */
const byPosition = (a: string, b: string) => (parseInt(a, 10) || 0) - (parseInt(b, 10) || 0) || a.localeCompare(b);

/**
 * The scopes of the placements, each once, without those another one contains (a placement for
 * the whole serie makes the serie's model or engine ones redundant; one for every serie, all of them).
 */
function scopesOf(placements: readonly UsedPlacementRow[]): VariantScope[] {
  const all = new Map<string, VariantScope>();
  for (const row of placements) {
    const scope = { serie: row.serie_code, modelId: row.model_id, engineId: row.engine_id };
    all.set(JSON.stringify(scope), scope);
  }
  const covers = (wide: VariantScope, narrow: VariantScope) =>
    wide !== narrow &&
    (wide.serie === null || wide.serie === narrow.serie) &&
    (wide.modelId === null || wide.modelId === narrow.modelId) &&
    (wide.engineId === null || wide.engineId === narrow.engineId);
  const scopes = [...all.values()];
  return scopes.filter((scope) => !scopes.some((other) => covers(other, scope) && !covers(scope, other)));
}

/** The boards drawing the part, once each at its first position: those of `serieFirst` first, then by serie and name, a board of every vehicle last. */
export function boardsOf(placements: readonly UsedPlacementRow[], serieFirst?: string): WhereUsed['Boards'] {
  const boards = new Map<number, UsedPlacementRow>();
  for (const row of placements) {
    const known = boards.get(row.board_id);
    if (!known || byPosition(row.position, known.position) < 0) boards.set(row.board_id, row);
  }
  return [...boards.values()]
    .sort(
      (a, b) =>
        Number(a.serie_code !== serieFirst) - Number(b.serie_code !== serieFirst) ||
        Number(a.serie_code === null) - Number(b.serie_code === null) ||
        (a.serie_code ?? '').localeCompare(b.serie_code ?? '') ||
        a.board_name.localeCompare(b.board_name) ||
        a.board_id - b.board_id,
    )
    .map((row) => ({ Id: row.board_id, Name: row.board_name, Serie: row.serie_code, GrafikId: row.diagram_id, Position: row.position }));
}

/** The vehicle asked about as the fit rule takes it (its serie, model, engine and equipment): by its id or VIN, else by its keys. */
async function fitVehicle(db: Executor, asked: WhereUsedQuery, language: Language): Promise<FitVehicle | undefined> {
  if (asked.vehicleId === undefined && asked.vin === undefined) {
    const keys = asked.VehicleKeyList ?? [];
    return keys.length > 0 ? { keys, equipment: asked.EquipmentList ?? [] } : undefined;
  }
  let vehicle;
  if (asked.vehicleId !== undefined) {
    vehicle = await vehicleById(db, asked.vehicleId);
    if (!vehicle) throw ValidationFailed.field('vehicleId', 'No vehicle has this id.');
  } else {
    const found = await vehiclesWithVin(db, asked.vin ?? '');
    if (found.length !== 1) {
      throw ValidationFailed.field(
        'vin',
        found.length === 0 ? 'No vehicle has this VIN.' : 'Several vehicles end with this VIN: enter it in full.',
      );
    }
    vehicle = found[0];
  }
  const variant = vehicle && (await variantById(db, vehicle.variant_id, language));
  if (!vehicle || !variant) throw ValidationFailed.field('vehicleId', 'No vehicle has this id.');
  const equipment = await vehicleEquipment(db, vehicle.id, language);
  return {
    keys: [`serie:${variant.serie_code}`, `model:${variant.model_id}`, `engine:${variant.engine_id}`],
    equipment: equipment.map((row) => row.code),
  };
}

/**
 * Where a part is used: the series, models, engines and years of the vehicles it fits (those of
 * the boards drawing it, narrowed by a placement's model or engine), the boards drawing it, its
 * supersession chain, and whether it fits the vehicle asked about (the board's NotApplicable rule,
 * equipment included; null without a vehicle or for a part on no board).
 */
export async function whereUsed(db: Executor, asked: WhereUsedQuery, language: Language): Promise<WhereUsed> {
  if (asked.productId === undefined && asked.sku === undefined) throw ValidationFailed.field('sku', 'sku is required.');
  const part = await usedPart(db, asked.productId !== undefined ? { id: asked.productId } : { sku: asked.sku ?? '' }, language);
  if (!part) throw new NotFound();
  const [placements, vehicle, chains] = await Promise.all([
    usedPlacements(db, part.id, language),
    fitVehicle(db, asked, language),
    supersessionsOf(db, [part.id], language),
  ]);
  const [fits, notFitting] = await Promise.all([
    fitsOfScopes(db, scopesOf(placements), language),
    vehicle && placements.length > 0 ? partsNotFitting(db, [part.id], vehicle) : undefined,
  ]);
  const boards = boardsOf(placements);
  return {
    Part: { Id: part.id, Sku: part.sku, Name: part.name },
    Fits: fits.slice(0, WHERE_USED_MAX_FITS).map((row) => ({
      Serie: row.serie_code,
      SerieName: row.serie_name,
      ModelId: row.model_id,
      ModelName: row.model_name,
      EngineId: row.engine_id,
      EngineName: row.engine_name,
      YearFrom: Math.floor(row.produced_from / 100),
      YearTo: Math.floor(row.produced_to / 100),
    })),
    FitCount: fits.length,
    Boards: boards.slice(0, WHERE_USED_MAX_BOARDS),
    BoardCount: boards.length,
    Supersession: chains.get(part.id) ?? { Replaces: [], ReplacedBy: [] },
    FitsVehicle: notFitting === undefined ? null : !notFitting.has(part.id),
  };
}

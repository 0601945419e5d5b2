import { WHERE_USED_MAX_BOARDS, WHERE_USED_MAX_FITS, type WhereUsed, type WhereUsedQuery } from '@parts/contract/where-used';
import type { Executor } from '../data/executor';
import { variantById, vehicleById, vehicleEquipment, vehiclesWithVin } from '../data/vehicles';
import { fitsOfPart, usedPart, usedPlacements, type UsedPlacementRow } from '../data/where-used';
import type { Language } from '../i18n/language';
import { NotFound, ValidationFailed } from './errors';
import { notFittingOf, type FitVehicle } from './fitment';
import { supersessionsOf } from './supersession';

/** A board position's number first, then its text ('2' before '10', '10' before '10a'). */
const byPosition = (a: string, b: string) => (parseInt(a, 10) || 0) - (parseInt(b, 10) || 0) || a.localeCompare(b);

/** Texts compared as localeCompare does, by one collator (localeCompare makes one per call: costly over a thousand boards). */
const byText = new Intl.Collator().compare;

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
        byText(a.serie_code ?? '', b.serie_code ?? '') ||
        byText(a.board_name, b.board_name) ||
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
  const fits = await fitsOfPart(db, placements, language, WHERE_USED_MAX_FITS);
  const notFitting = vehicle && placements.length > 0 ? notFittingOf(placements, vehicle) : undefined;
  const boards = boardsOf(placements);
  return {
    Part: { Id: part.id, Sku: part.sku, Name: part.name },
    Fits: fits.rows.map((row) => ({
      Serie: row.serie_code,
      SerieName: row.serie_name,
      ModelId: row.model_id,
      ModelName: row.model_name,
      EngineId: row.engine_id,
      EngineName: row.engine_name,
      YearFrom: Math.floor(row.produced_from / 100),
      YearTo: Math.floor(row.produced_to / 100),
    })),
    FitCount: fits.total,
    Boards: boards.slice(0, WHERE_USED_MAX_BOARDS),
    BoardCount: boards.length,
    Supersession: chains.get(part.id) ?? { Replaces: [], ReplacedBy: [] },
    FitsVehicle: notFitting === undefined ? null : !notFitting.has(part.id),
  };
}

import { PART_NUMBER_PREFIX_MIN, SEARCH_RESULTS_PAGE_SIZE, type SearchResults } from '@parts/contract/search-results';
import type { Executor } from '../data/executor';
import { partsWithNumberPrefix, searchPartsByName } from '../data/product-search';
import { placementsOfParts, type UsedPlacementRow } from '../data/where-used';
import type { Language } from '../i18n/language';
import { partsNotFitting } from './fitment';
import { parseVehicleKeys } from './vehicles';
import { boardsOf } from './where-used';

/** Boards named per part on a results page. */
const BOARDS_PER_PART = 5;

/**
 * A page of the results of a search by name (extension search-results): the name search's ranking
 * (for the vehicle's serie when its keys name one), its whole window paged; per part of the page
 * the boards drawing it (the vehicle's serie first) and its fit for the vehicle (the board's
 * NotApplicable rule: model, engine, equipment); the parts whose numbers start with the text (the
 * results themselves when no name has the text: a part number typed in the name search).
 * A page past the last answers no parts (and the total).
 */
export async function searchResults(
  db: Executor,
  asked: { q: string; page: number; VehicleKeyList: readonly string[]; EquipmentList: readonly string[] },
  language: Language,
): Promise<SearchResults> {
  const serie = parseVehicleKeys(asked.VehicleKeyList).serie;
  const number = asked.q.replace(/\s+/g, '');
  const [named, numbers] = await Promise.all([
    searchPartsByName(db, asked.q, serie, language, true),
    number.length >= PART_NUMBER_PREFIX_MIN && /^[\w-]+$/.test(number) ? partsWithNumberPrefix(db, number, language) : [],
  ]);
  // a part number typed in the name search (no name has it): its parts are the results, priced and drawn
  const found: readonly { id: number; sku: string; name: string }[] = named.length > 0 ? named : numbers;
  const page = found.slice((asked.page - 1) * SEARCH_RESULTS_PAGE_SIZE, asked.page * SEARCH_RESULTS_PAGE_SIZE);
  const ids = page.map((row) => row.id);
  const vehicle = { keys: asked.VehicleKeyList, equipment: asked.EquipmentList };
  const judged = vehicle.keys.length > 0 || vehicle.equipment.length > 0;
  const [placements, notFitting] = await Promise.all([
    placementsOfParts(db, ids, language),
    judged ? partsNotFitting(db, ids, vehicle) : new Set<number>(),
  ]);
  const byPart = new Map<number, UsedPlacementRow[]>();
  for (const row of placements) byPart.set(row.product_id, [...(byPart.get(row.product_id) ?? []), row]);
  return {
    Products: page.map((row) => {
      const boards = boardsOf(byPart.get(row.id) ?? [], serie);
      return {
        Id: row.id,
        Sku: row.sku,
        Name: row.name,
        Boards: boards.slice(0, BOARDS_PER_PART),
        BoardCount: boards.length,
        Fit: !judged || boards.length === 0 ? 'unknown' : notFitting.has(row.id) ? 'does-not-fit' : 'fits',
      };
    }),
    Page: asked.page,
    PageSize: SEARCH_RESULTS_PAGE_SIZE,
    Total: found.length,
    PartNumbers: (named.length > 0 ? numbers : []).map((row) => ({ Id: row.id, Sku: row.sku, Name: row.name })),
  };
}

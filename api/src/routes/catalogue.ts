import { EXTENSIONS } from '@parts/contract/store';
import * as v from 'valibot';
import { BoardDetailSchema, BoardListItemSchema, CategorySchema, EquipmentConditionSchema, FindResultSchema, HotspotSchema, NameSearchQuerySchema, NameSearchResultSchema } from '@parts/contract/catalogue';
import { categoryList, customerBoard, findPartByNumber, hotspots, partsByName, requireCategory, requireProduct } from '../domain/catalogue';
import { categoryBoards, equipmentConditions } from '../domain/products';
import { categoryOf, parseVehicleKeys } from '../domain/vehicles';
import { flag, flagValue, id, list, optionalId, partNumber, requiredText } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { vehicleContextEntries, vehicleFilterEntries } from '@parts/contract/vehicle-filters';

const tag = 'Catalogue: categories and boards';

const SEARCH_TYPES = { grouped: false, groupedsubcat: true } as const;

const vehicleConditionsSchema = v.optional(
  v.nullable(
    list(
      v.object({
        Id: id('Id'),
        EquipmentWithSpring: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(400)))),
        Selected: flagValue('Selected'),
      }),
      500,
      'vehicleConditions must be a list.',
      'At most 500 vehicle conditions.',
    ),
  ),
  [],
);

export const catalogueRoutes = routePlugin(tag, ({ db, extensions }) => {
  const supersession = () => extensions.has(EXTENSIONS.supersession);
  const searchHints = () => extensions.has(EXTENSIONS.searchHints);
  return [
    defineRoute({
      method: 'POST', url: '/api/Level4Category/List', auth: true, response: v.array(CategorySchema),
      summary: 'Sub-categories of a category; id 0 = the roots of `category` (PKW cars, anything else motorcycles)',
      body: v.object({ id: optionalId('id'), ...vehicleFilterEntries }),
      handler: async ({ body, language }) => {
        return categoryList(db, body.id, categoryOf(body.category), language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/Boards', auth: true, response: v.array(BoardListItemSchema),
      summary: "Boards of a category: 'Grouped' with its sub-categories, 'GroupedSubCat' filed directly in it; a serie limits to that serie's boards",
      body: v.object({
        id: id('id'),
        searchType: v.pipe(
          requiredText('searchType', 20),
          v.transform((value) => value.toLowerCase()),
          v.picklist(['grouped', 'groupedsubcat'], "searchType must be 'Grouped' or 'GroupedSubCat'."),
        ),
        ...vehicleFilterEntries,
        ...vehicleContextEntries,
      }),
      handler: async ({ body, language }) => {
        await requireCategory(db, body.id);
        const serie = body.serie ?? parseVehicleKeys(body.VehicleKeyList).serie;
        return await categoryBoards(db, body.id, !SEARCH_TYPES[body.searchType], serie, language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/VehicleConditions', auth: true, response: v.array(EquipmentConditionSchema),
      summary: 'Equipment conditions of a board; Selected 1 when the vehicle (EquipmentList) has the code',
      body: v.object({ id: id('id'), vehicleSpecific: flag('vehicleSpecific'), ...vehicleContextEntries }),
      handler: async ({ body, language }) => {
        await requireProduct(db, body.id, language);
        return await equipmentConditions(db, body.id, body.vehicleSpecific, new Set(body.EquipmentList), language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/Board', auth: true, response: BoardDetailSchema,
      summary: 'A board with its parts: positions, prices, stock and NotApplicable for the vehicle and the chosen conditions',
      body: v.object({ id: id('id'), vehicleSpecific: flag('vehicleSpecific'), vehicleConditions: vehicleConditionsSchema, ...vehicleContextEntries }),
      handler: async ({ body, customerId, language }) => {
        return customerBoard(db, body.id, customerId, {
          vehicleSpecific: body.vehicleSpecific,
          keys: parseVehicleKeys(body.VehicleKeyList),
          equipment: body.EquipmentList.length > 0 ? new Set(body.EquipmentList) : undefined,
          conditions: new Map((body.vehicleConditions ?? []).map((condition) => [condition.Id, condition.Selected])),
        }, language, supersession(), extensions.has(EXTENSIONS.fitment));
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/Find', auth: true, response: FindResultSchema,
      summary:
        "A part by number and the boards drawing it (for the vehicle's serie when VehicleKeyList has one). Extension supersession: Supersession gives the part's chain; an old number answers its own part and the boards drawing the current part replacing it. Extension search-hints: a number not found answers Nearest, the (at most 5) numbers it was probably meant to be",
      body: v.object({ Sku: v.pipe(partNumber(), v.transform((value) => value.replace(/\s+/g, ''))), ...vehicleContextEntries }),
      handler: async ({ body, language }) => {
        return findPartByNumber(db, body.Sku, parseVehicleKeys(body.VehicleKeyList).serie, language, supersession(), searchHints());
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/Level4Product/Search', auth: true, response: NameSearchResultSchema, extension: EXTENSIONS.nameSearch,
      summary: "Extension name-search: parts whose English or Polish name contains q, or whose words start with the stems of q's words (inflected and plural forms: 'klocki' finds 'Komplet klocków'), 3..100 characters, case and diacritics ignored, at most 50, best matches first (each name once before its repeats; whole name, name start, word start; the vehicle's own boards; shorter names); for the vehicle's serie when VehicleKeyList has one. ProductId = the board drawing the part (Position on it, GrafikId its diagram for the hotspots), or the part itself when no board draws it. Extension search-hints: BoardName and Serie of that board",
      query: NameSearchQuerySchema,
      handler: async ({ query, language }) => partsByName(db, query.q, parseVehicleKeys(query.VehicleKeyList).serie, language, searchHints()),
    }),
    defineRoute({
      method: 'GET', url: '/api/Level4Product/Hotspots', auth: true, response: v.array(HotspotSchema),
      summary: 'Hotspots of a diagram (800x560 space); bildposNummer = the part Position',
      query: v.object({ grafikId: id('grafikId') }),
      handler: async ({ query }) => {
        return hotspots(db, query.grafikId);
      },
    }),
  ];
});

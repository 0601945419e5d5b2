import { searchResults } from '../domain/search-results';
import { EXTENSIONS } from '@parts/contract/store';
import { categoryList, customerBoard, findPartByNumber, hotspots, partsByName, requireCategory, requireProduct } from '../domain/catalogue';
import { categoryBoards, equipmentConditions } from '../domain/products';
import { categoryOf, parseVehicleKeys } from '../domain/vehicles';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Catalogue: categories and boards';

const SEARCH_TYPES = { grouped: false, groupedsubcat: true } as const;

export const catalogueRoutes = routePlugin(tag, ({ db, extensions }) => {
  const supersession = () => extensions.has(EXTENSIONS.supersession);
  const searchHints = () => extensions.has(EXTENSIONS.searchHints);
  return [
    callRoute(CALLS['POST /api/Level4Category/List'], {
      summary: 'Sub-categories of a category; id 0 = the roots of `category` (PKW cars, anything else motorcycles)',
      handler: async ({ body, language }) => {
        return categoryList(db, body.id, categoryOf(body.category), language);
      },
    }),
    callRoute(CALLS['POST /api/Level4Product/Boards'], {
      summary:
        "Boards of a category: 'Grouped' with its sub-categories, 'GroupedSubCat' filed directly in it; a serie limits to that serie's boards",
      handler: async ({ body, language }) => {
        await requireCategory(db, body.id);
        const serie = body.serie ?? parseVehicleKeys(body.VehicleKeyList).serie;
        return await categoryBoards(db, body.id, !SEARCH_TYPES[body.searchType], serie, language);
      },
    }),
    callRoute(CALLS['POST /api/Level4Product/VehicleConditions'], {
      summary: 'Equipment conditions of a board; Selected 1 when the vehicle (EquipmentList) has the code',
      handler: async ({ body, language }) => {
        await requireProduct(db, body.id, language);
        return await equipmentConditions(db, body.id, body.vehicleSpecific, new Set(body.EquipmentList), language);
      },
    }),
    callRoute(CALLS['POST /api/Level4Product/Board'], {
      summary: 'A board with its parts: positions, prices, stock and NotApplicable for the vehicle and the chosen conditions',
      handler: async ({ body, customerId, language }) => {
        return customerBoard(
          db,
          body.id,
          customerId,
          {
            vehicleSpecific: body.vehicleSpecific,
            keys: parseVehicleKeys(body.VehicleKeyList),
            equipment: body.EquipmentList.length > 0 ? new Set(body.EquipmentList) : undefined,
            conditions: new Map((body.vehicleConditions ?? []).map((condition) => [condition.Id, condition.Selected])),
          },
          language,
          supersession(),
          extensions.has(EXTENSIONS.fitment),
        );
      },
    }),
    callRoute(CALLS['POST /api/Level4Product/Find'], {
      summary:
        "A part by number and the boards drawing it (for the vehicle's serie when VehicleKeyList has one). Extension supersession: Supersession gives the part's chain; an old number answers its own part and the boards drawing the current part replacing it. Extension search-hints: a number not found answers Nearest, the (at most 5) numbers it was probably meant to be",
      handler: async ({ body, language }) => {
        return findPartByNumber(db, body.Sku, parseVehicleKeys(body.VehicleKeyList).serie, language, supersession(), searchHints());
      },
    }),
    callRoute(CALLS['GET /api/Level4Product/Search'], {
      summary:
        "Extension name-search: parts whose English or Polish name contains q, or whose words start with the stems of q's words (inflected and plural forms: 'klocki' finds 'Komplet klocków'), 3..100 characters, case and diacritics ignored, at most 50, best matches first (each name once before its repeats; whole name, name start, word start; the vehicle's own boards; shorter names); for the vehicle's serie when VehicleKeyList has one. ProductId = the board drawing the part (Position on it, GrafikId its diagram for the hotspots), or the part itself when no board draws it. Extension search-hints: BoardName and Serie of that board",
      handler: async ({ query, language }) =>
        partsByName(db, query.q, parseVehicleKeys(query.VehicleKeyList).serie, language, searchHints()),
    }),
    callRoute(CALLS['GET /api/Level4Product/SearchResults'], {
      summary:
        "Extension search-results: a page (20) of the name search's results (its best 200, for the vehicle's serie when VehicleKeyList names one), each part with the boards drawing it and its Fit for the vehicle (fits, does-not-fit, unknown); PartNumbers: the parts whose numbers start with q (5 characters or more)",
      handler: async ({ query, language }) => searchResults(db, query, language),
    }),
    callRoute(CALLS['GET /api/Level4Product/Hotspots'], {
      summary: 'Hotspots of a diagram (800x560 space); bildposNummer = the part Position',
      handler: async ({ query }) => {
        return hotspots(db, query.grafikId);
      },
    }),
  ];
});

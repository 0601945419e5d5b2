import { EXTENSIONS } from '@parts/contract/store';
import * as v from 'valibot';
import { BoardDetailSchema, BoardListItemSchema, CategorySchema, EquipmentConditionSchema, FindResultSchema, HotspotSchema, NameSearchQuerySchema, NameSearchResultSchema } from '@parts/contract/catalogue';
import { searchPartsByName } from '../data/product-search';
import { customerDiscount } from '../data/cart';
import { findProduct } from '../data/products';
import { boardDetail, boardsWithPart, categoryBoards, equipmentConditions } from '../domain/products';
import { supersessionsOf } from '../domain/supersession';
import { categoryOf, parseVehicleKeys } from '../domain/vehicles';
import { NotFound } from '../domain/errors';
import { flag, flagValue, id, list, optionalId, partNumber, requiredText } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { categoryExists, diagramExists, diagramHotspots, rootCategories, subCategories } from '../data/categories';
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
  return [
    defineRoute({
      method: 'POST', url: '/api/Level4Category/List', auth: true, response: v.array(CategorySchema),
      summary: 'Sub-categories of a category; id 0 = the roots of `category` (PKW cars, anything else motorcycles)',
      body: v.object({ id: optionalId('id'), ...vehicleFilterEntries }),
      handler: async ({ body, language }) => {
        const categories =
          body.id === undefined ? await rootCategories(db, categoryOf(body.category), language) : await subCategories(db, body.id, language);
        if (body.id !== undefined && categories.length === 0 && !await categoryExists(db, body.id)) throw new NotFound();
        return categories;
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
        if (!await categoryExists(db, body.id)) throw new NotFound();
        const serie = body.serie ?? parseVehicleKeys(body.VehicleKeyList).serie;
        return await categoryBoards(db, body.id, !SEARCH_TYPES[body.searchType], serie, language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/VehicleConditions', auth: true, response: v.array(EquipmentConditionSchema),
      summary: 'Equipment conditions of a board; Selected 1 when the vehicle (EquipmentList) has the code',
      body: v.object({ id: id('id'), vehicleSpecific: flag('vehicleSpecific'), ...vehicleContextEntries }),
      handler: async ({ body, language }) => {
        if (!await findProduct(db, { id: body.id }, language)) throw new NotFound();
        return await equipmentConditions(db, body.id, body.vehicleSpecific, new Set(body.EquipmentList), language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/Board', auth: true, response: BoardDetailSchema,
      summary: 'A board with its parts: positions, prices, stock and NotApplicable for the vehicle and the chosen conditions',
      body: v.object({ id: id('id'), vehicleSpecific: flag('vehicleSpecific'), vehicleConditions: vehicleConditionsSchema, ...vehicleContextEntries }),
      handler: async ({ body, customerId, language }) => {
        const board = await findProduct(db, { id: body.id }, language);
        if (!board || board.product_type !== 'GroupedProduct') throw new NotFound();
        return await boardDetail(db, board, await customerDiscount(db, customerId), {
          vehicleSpecific: body.vehicleSpecific,
          keys: parseVehicleKeys(body.VehicleKeyList),
          equipment: body.EquipmentList.length > 0 ? new Set(body.EquipmentList) : undefined,
          conditions: new Map((body.vehicleConditions ?? []).map((condition) => [condition.Id, condition.Selected])),
        }, language, supersession());
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4Product/Find', auth: true, response: FindResultSchema,
      summary:
        "A part by number and the boards drawing it (for the vehicle's serie when VehicleKeyList has one). Extension supersession: Supersession gives the part's chain; an old number answers its own part and the boards drawing the current part replacing it",
      body: v.object({ Sku: v.pipe(partNumber(), v.transform((value) => value.replace(/\s+/g, ''))), ...vehicleContextEntries }),
      handler: async ({ body, language }) => {
        const product = await findProduct(db, { sku: body.Sku }, language);
        if (!product || product.product_type !== 'SimpleProduct') return { SimpleProduct: null, Boards: [] };
        const chain = supersession() ? (await supersessionsOf(db, [product.id], language)).get(product.id) : undefined;
        // an old number leads to the current part: the boards drawing it (the first part of a kit)
        const drawn = chain?.ReplacedBy[0]?.Id ?? product.id;
        return {
          SimpleProduct: { Id: product.id, Sku: product.sku, Name: product.name },
          Boards: await boardsWithPart(db, drawn, parseVehicleKeys(body.VehicleKeyList).serie, language),
          ...(chain && { Supersession: chain }),
        };
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/Level4Product/Search', auth: true, response: NameSearchResultSchema, extension: EXTENSIONS.nameSearch,
      summary: "Extension name-search: parts whose English or Polish name contains q (3..100 characters, case and diacritics ignored), at most 50, best matches first; for the vehicle's serie when VehicleKeyList has one. ProductId = the board drawing the part (Position on it, GrafikId its diagram for the hotspots), or the part itself when no board draws it",
      query: NameSearchQuerySchema,
      handler: async ({ query, language }) => ({
        Products: (await searchPartsByName(db, query.q, parseVehicleKeys(query.VehicleKeyList).serie, language)).map((row) => ({
          Id: row.id,
          Sku: row.sku,
          Name: row.name,
          ProductId: row.board_id ?? row.id,
          Position: row.position,
          GrafikId: row.diagram_id,
        })),
      }),
    }),
    defineRoute({
      method: 'GET', url: '/api/Level4Product/Hotspots', auth: true, response: v.array(HotspotSchema),
      summary: 'Hotspots of a diagram (800x560 space); bildposNummer = the part Position',
      query: v.object({ grafikId: id('grafikId') }),
      handler: async ({ query }) => {
        if (!await diagramExists(db, query.grafikId)) throw new NotFound();
        return (await diagramHotspots(db, query.grafikId))
          .map((row) => ({ x1Koordinate: row.x1, y1Koordinate: row.y1, x2Koordinate: row.x2, y2Koordinate: row.y2, bildposNummer: row.position, active: false, hover: false }));
      },
    }),
  ];
});

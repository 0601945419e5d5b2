/** Extension search-results: GET /api/Level4Product/SearchResults (kept out of catalogue.ts, which the first pages load). */
import * as v from 'valibot';
import { NameSearchQuerySchema } from './catalogue';
import { queryCodeList } from './where-used';

/** Parts on a page of search results. */
export const SEARCH_RESULTS_PAGE_SIZE = 20;
/** At most this many parts are listed for a search (the best ones); the pages cover them. */
export const SEARCH_RESULTS_MAX = 200;
/** The shortest text also looked up as the start of part numbers. */
export const PART_NUMBER_PREFIX_MIN = 5;

/** GET /api/Level4Product/SearchResults: the name search's text, the page (1-based) and the current vehicle's keys and equipment. */
export const SearchResultsQuerySchema = v.object({
  q: NameSearchQuerySchema.entries.q,
  page: v.optional(
    v.pipe(
      v.string('page must be a whole number.'),
      v.regex(/^\d{1,3}$/, 'page must be a whole number from 1 to 999.'),
      v.transform(Number),
      v.minValue(1, 'page must be a whole number from 1 to 999.'),
    ),
    '1',
  ),
  VehicleKeyList: queryCodeList('VehicleKeyList'),
  EquipmentList: queryCodeList('EquipmentList'),
});

const SearchResultBoardSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Serie: v.nullable(v.string()),
  GrafikId: v.nullable(v.number()),
  Position: v.string(),
});

export const SearchResultsSchema = v.object({
  Products: v.pipe(
    v.array(
      v.object({
        Id: v.number(),
        Sku: v.string(),
        Name: v.string(),
        /** The boards drawing the part (the vehicle's serie first), at most 5; BoardCount says how many. */
        Boards: v.pipe(v.array(SearchResultBoardSchema), v.maxLength(5)),
        BoardCount: v.number(),
        /** For the vehicle sent: fits, does not fit, or unknown (no vehicle, or a part on no board). */
        Fit: v.picklist(['fits', 'does-not-fit', 'unknown']),
      }),
    ),
    v.maxLength(SEARCH_RESULTS_PAGE_SIZE),
  ),
  Page: v.number(),
  PageSize: v.number(),
  /** How many parts the search lists in all (at most SEARCH_RESULTS_MAX). */
  Total: v.number(),
  /** The parts whose numbers start with the text (a text of at least PART_NUMBER_PREFIX_MIN characters), at most 20. */
  PartNumbers: v.pipe(v.array(v.object({ Id: v.number(), Sku: v.string(), Name: v.string() })), v.maxLength(20)),
});
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;

/**
 * The requests of the calls whose rules lived in the API's route files until the table of calls
 * (calls.ts) took them: their bodies, queries and path parameters, as the API checks them.
 */
import * as v from 'valibot';
import { flag, flagValue, id, list, optionalId, partNumber, quantity, requiredText, wholeNumber } from './fields';
import { vehicleContextEntries, vehicleFilterEntries } from './vehicle-filters';
import { jobReference, jobReferenceChange } from './cart';

/** POST /api/ShoppingCart/UpdateItem: a line's new quantity (0 removes it). */
export const UpdateItemRequest = v.object({
  ProductId: id('ProductId'),
  Quantity: quantity('Quantity', 0),
  /** Extension job-reference: which line of the part (its job; '' the line without one). */
  JobReference: jobReference(),
  /** Extension job-reference: the line's job set anew (a line of the part with that job already takes its quantity). */
  NewJobReference: jobReferenceChange(),
});

/** POST /api/ShoppingCart/DeleteItem: the line's part (the client sends Quantity 0, which is not read). */
export const DeleteItemRequest = v.object({ ProductId: id('ProductId'), Quantity: v.optional(v.unknown()), JobReference: jobReference() });

/** POST /api/Level4Category/List: id 0 = the roots of `category`. */
export const CategoryListRequest = v.object({ id: optionalId('id'), ...vehicleFilterEntries });

/** POST /api/Level4Product/Boards */
export const BoardsRequest = v.object({
  id: id('id'),
  searchType: v.pipe(
    requiredText('searchType', 20),
    v.transform((value) => value.toLowerCase()),
    v.picklist(['grouped', 'groupedsubcat'], "searchType must be 'Grouped' or 'GroupedSubCat'."),
  ),
  ...vehicleFilterEntries,
  ...vehicleContextEntries,
});

/** POST /api/Level4Product/VehicleConditions */
export const VehicleConditionsRequest = v.object({ id: id('id'), vehicleSpecific: flag('vehicleSpecific'), ...vehicleContextEntries });

const vehicleConditions = v.optional(
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

/** POST /api/Level4Product/Board */
export const BoardRequest = v.object({
  id: id('id'),
  vehicleSpecific: flag('vehicleSpecific'),
  vehicleConditions,
  ...vehicleContextEntries,
});

/** POST /api/Level4Product/Find: a part number (spaces ignored). */
export const FindRequest = v.object({
  Sku: v.pipe(
    partNumber(),
    v.transform((value) => value.replace(/\s+/g, '')),
  ),
  ...vehicleContextEntries,
});

/** GET /api/Level4Product/Hotspots?grafikId= */
export const HotspotsQuery = v.object({ grafikId: id('grafikId') });

/** GET /api/ShoppingCart/ShippingMethods?addressId= */
export const ShippingMethodsQuery = v.object({ addressId: id('addressId') });

/** GET /api/ShoppingCart/PaymentMethods?countryId= (optional) */
export const PaymentMethodsQuery = v.object({ countryId: optionalId('countryId') });

/** GET /api/Topic/get?seName= */
export const TopicQuery = v.object({ seName: requiredText('seName', 200) });

/** GET /api/slider?sliderType= (SPEC section 9: HomePage 0, Category 1, Manufacturer 2, LoginPage 3) */
export const SliderQuery = v.object({ sliderType: wholeNumber('sliderType', 0, 3) });

/** GET /api/StateProvince/list?countryId= (optional) */
export const StateProvinceQuery = v.object({ countryId: optionalId('countryId') });

/** GET /api/Order/get?id= */
export const OrderQuery = v.object({ id: id('id') });

/** The id in a path (/api/ShoppingList/{id}). */
export const IdPath = v.object({ id: id('id') });

/** The entity lookups' path: `picture('12')`, `Product('12')`, `Category('12')`. */
export const LookupPath = v.object({ lookup: v.string() });

/** The filter levels in the order of SPEC section 2: each needs the ones before it. */
export const VEHICLE_FILTER_LEVELS = [
  'brand',
  'category',
  'catalog',
  'type',
  'serie',
  'body',
  'model',
  'engine',
  'version',
  'steering',
  'transmission',
  'year',
  'month',
] as const;

/** POST /api/level4/VehicleFilter?type=: the level asked for. */
export const VehicleFilterQuery = v.object({
  type: v.pipe(
    requiredText('type', 20),
    v.transform((value) => value.toLowerCase()),
    v.picklist(VEHICLE_FILTER_LEVELS, `type must be one of ${VEHICLE_FILTER_LEVELS.join(', ')}.`),
  ),
});

/** POST /api/level4/VehicleFilter: the values chosen above the level. */
export const VehicleFilterRequest = v.object(vehicleFilterEntries);

/** GET /api/level4/Vehicle?vin=: a full VIN (17 characters) or its last 7, spaces ignored. */
export const VinQuery = v.object({
  vin: v.pipe(
    requiredText('vin', 40),
    v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    v.check(
      (value) => (value.length === 7 || value.length === 17) && /^[A-Z0-9]+$/.test(value),
      'Enter the full VIN (17 characters) or its last 7.',
    ),
  ),
});

/** POST /api/Level4/VehicleSearch (and POST /api/RecentVehicles, which records the vehicle it finds): a VIN list entry's Id, or filter values down to the month. */
export const VehicleSearchRequest = v.object({ Id: optionalId('Id'), ...vehicleFilterEntries });

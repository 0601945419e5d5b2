/**
 * The table of calls: every API call of the shop, once. Its method and path, whether it needs a
 * session, its request (body, query, path parameters) and its answer as the contract's schemas, the
 * extension it belongs to (if any), and what it reads and changes.
 *
 * - The API registers its routes from it (`callRoute` in api/src/http/route.ts) and a test fails
 *   when a registered /api route and the table disagree, both ways (api/test/calls.test.ts).
 * - The kernel's http client takes its request bodies' types from it (shared-kernel/src/request-bodies.ts);
 *   the front ends import it as types only (the table holds every schema: it is not shipped to them).
 * - The MSW harness of the front-end tests (shared-kernel/src/test-support/server.ts, `answer`) and the
 *   API's contract test take their list of calls from it.
 * - `reads` and `changes` name the resources a call reads and changes: a front-end mutation sending
 *   a call must invalidate every query reading a resource the call changes (shared-kernel/src/query/calls-invalidation.test.ts).
 *
 * A call is named by its method and path (`'POST /api/ShoppingList/CreateCart/:id'`), the path as
 * the API registers it (`:name` for a path parameter).
 */
import * as v from 'valibot';
import {
  AddItemRequest,
  CartFromCsvRequest,
  CartLineSchema,
  ImportReportQuery,
  ImportReportSchema,
  TotalsSchema,
  UpdateItemResponseSchema,
} from './cart';
import {
  BoardDetailSchema,
  BoardListItemSchema,
  CatalogueProductSchema,
  CategorySchema,
  CurrentVehicleSchema,
  EquipmentConditionSchema,
  FilterOptionSchema,
  FindResultSchema,
  HotspotSchema,
  NameSearchQuerySchema,
  NameSearchResultSchema,
  PictureSchema,
  ProductStockBatchRequest,
  ProductStockBatchSchema,
  ProductStockRequest,
  ProductStockSchema,
  RecentVehicleSchema,
  VehicleListItemSchema,
} from './catalogue';
import { WhereUsedQuerySchema, WhereUsedSchema } from './where-used';
import { SearchResultsQuerySchema, SearchResultsSchema } from './search-results';
import { ConfirmCheckoutResultSchema, PaymentMethodsSchema, ShippingAddressDataSchema, ShippingMethodsSchema } from './checkout';
import { checkoutRequestSchema, checkoutRequestWithReferenceSchema } from './checkout-request';
import { NoticesSchema, SuccessSchema } from './common';
import {
  AddressDeleteRequest,
  AddressSchema,
  AddressUpdateRequest,
  CustomerSchema,
  LoginRequest,
  NewAddressRequest,
  PasswordRecoveryConfirmRequest,
  PasswordRecoveryRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  SetPasswordRequest,
} from './customer';
import { OfferListQuery, OfferListSchema, OfferMailRequest, OfferRequest, OfferSchema, OfferToCartSchema } from './offers';
import { CreateCartRequest, NewShoppingListRequest, ShoppingListSchema, ShoppingListUpdateRequest } from './lists';
import { CreditLimitSchema, DealerSystemOrderSchema, OrderDetailSchema, OrderListSchema } from './orders';
import {
  BoardRequest,
  BoardsRequest,
  CategoryListRequest,
  DeleteItemRequest,
  FindRequest,
  HotspotsQuery,
  IdPath,
  LookupPath,
  OrderQuery,
  PaymentMethodsQuery,
  ShippingMethodsQuery,
  SliderQuery,
  StateProvinceQuery,
  TopicQuery,
  UpdateItemRequest,
  VehicleConditionsRequest,
  VehicleFilterQuery,
  VehicleFilterRequest,
  VehicleSearchRequest,
  VinQuery,
} from './requests';
import {
  CountrySchema,
  CurrencySchema,
  EXTENSIONS,
  LanguageSchema,
  SlidesSchema,
  StateProvinceSchema,
  StoreConfigSchema,
  StoreSchema,
  TopicSchema,
  WarehouseSchema,
  type Extension,
} from './store';

/**
 * What calls read and change. A resource some call changes is read by the queries of every call
 * that reads it; the others are only read (the catalogue, stock, the store's reference data).
 */
export type Resource =
  /** The signed-in session (its token). */
  | 'session'
  /** The customer's password and recovery links. */
  | 'credentials'
  /** The customer's profile and default addresses. */
  | 'customer'
  /** The customer's addresses. */
  | 'addresses'
  | 'cart'
  /** The customer's web orders. */
  | 'orders'
  | 'shopping-lists'
  /** Documents of the dealer management system, the credit limit. */
  | 'dealer-system'
  /** Categories, boards, products, diagrams. */
  | 'catalogue'
  /** Prices and stock. */
  | 'stock'
  | 'vehicles'
  /** The customer's recent vehicles (extension recent-vehicles). */
  | 'recent-vehicles'
  /** Store configuration and reference data (countries, warehouses, languages...). */
  | 'store'
  /** Content pages and banner slides. */
  | 'content'
  /** The dealer's saved customer offers (extension saved-offers). */
  | 'offers';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Schema = v.GenericSchema;

export interface CallSpec {
  method: Method;
  path: string;
  /** The call needs a session (a bearer token). */
  auth: boolean;
  body?: Schema;
  /**
   * The body when the server runs an extension that adds fields to it (ConfirmCheckout's
   * CustomerReference, extension order-reference); `body` otherwise.
   */
  extendedBody?: { extension: Extension; body: Schema };
  query?: Schema;
  params?: Schema;
  answer: Schema;
  /** Anything but JSON: the answer is the text itself (the login's token; the dealer's price file, CSV). */
  produces?: 'text/plain' | 'text/csv';
  /** The call belongs to this extension: the API answers 404 to it unless it runs the extension. */
  extension?: Extension;
  /** How the spec (and the OpenAPI document) names a path that the API serves by a pattern. */
  documentedPaths?: readonly string[];
  reads: readonly Resource[];
  changes: readonly Resource[];
}

/** The answer of a call that adds parts: the spec's notices, or with ?report=lines (extension import-report) the report. */
export const BulkAnswerSchema = v.union([NoticesSchema, ImportReportSchema]);

const call = <const C extends CallSpec>(spec: C): C => spec;

export const CALLS = {
  // session (SPEC section 7)
  'POST /api/user/login': call({
    method: 'POST',
    path: '/api/user/login',
    auth: false,
    body: LoginRequest,
    answer: v.string(),
    produces: 'text/plain',
    reads: ['credentials'],
    changes: ['session'],
  }),
  'POST /api/user/logout': call({
    method: 'POST',
    path: '/api/user/logout',
    auth: true,
    answer: SuccessSchema,
    reads: [],
    changes: ['session'],
  }),

  // customer
  'GET /api/Customer/get': call({
    method: 'GET',
    path: '/api/Customer/get',
    auth: true,
    answer: CustomerSchema,
    reads: ['customer', 'addresses'],
    changes: [],
  }),
  'POST /api/Customer/register': call({
    method: 'POST',
    path: '/api/Customer/register',
    auth: false,
    body: RegistrationRequest,
    answer: SuccessSchema,
    reads: [],
    changes: ['credentials'],
  }),
  'POST /api/Customer/Update': call({
    method: 'POST',
    path: '/api/Customer/Update',
    auth: true,
    body: ProfileUpdateRequest,
    answer: SuccessSchema,
    reads: ['credentials'],
    changes: ['customer'],
  }),
  'POST /api/Customer/SetPassword': call({
    method: 'POST',
    path: '/api/Customer/SetPassword',
    auth: true,
    body: SetPasswordRequest,
    answer: SuccessSchema,
    reads: ['credentials'],
    changes: ['credentials', 'session'],
  }),
  'POST /api/Customer/PasswordRecovery': call({
    method: 'POST',
    path: '/api/Customer/PasswordRecovery',
    auth: false,
    body: PasswordRecoveryRequest,
    answer: SuccessSchema,
    reads: [],
    changes: ['credentials'],
  }),
  'POST /api/Customer/PasswordRecoveryConfirm': call({
    method: 'POST',
    path: '/api/Customer/PasswordRecoveryConfirm',
    auth: false,
    body: PasswordRecoveryConfirmRequest,
    answer: SuccessSchema,
    reads: ['credentials'],
    changes: ['credentials', 'session'],
  }),
  'POST /api/Customer/AddAddress': call({
    method: 'POST',
    path: '/api/Customer/AddAddress',
    auth: true,
    body: NewAddressRequest,
    answer: AddressSchema,
    reads: [],
    changes: ['addresses'],
  }),
  'POST /api/Customer/UpdateAddress': call({
    method: 'POST',
    path: '/api/Customer/UpdateAddress',
    auth: true,
    body: AddressUpdateRequest,
    answer: AddressSchema,
    reads: [],
    changes: ['addresses'],
  }),
  'POST /api/Customer/DeleteAddress': call({
    method: 'POST',
    path: '/api/Customer/DeleteAddress',
    auth: true,
    body: AddressDeleteRequest,
    answer: SuccessSchema,
    reads: [],
    changes: ['addresses', 'customer'],
  }),

  // orders and account
  'GET /api/Order/List': call({
    method: 'GET',
    path: '/api/Order/List',
    auth: true,
    answer: OrderListSchema,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Order/get': call({
    method: 'GET',
    path: '/api/Order/get',
    auth: true,
    query: OrderQuery,
    answer: OrderDetailSchema,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/level4Customer/incadeaOrders': call({
    method: 'GET',
    path: '/api/level4Customer/incadeaOrders',
    auth: true,
    answer: v.array(DealerSystemOrderSchema),
    reads: ['dealer-system'],
    changes: [],
  }),
  'GET /api/Level4Customer/CreditLimit': call({
    method: 'GET',
    path: '/api/Level4Customer/CreditLimit',
    auth: true,
    answer: CreditLimitSchema,
    reads: ['dealer-system'],
    changes: [],
  }),

  // cart
  'GET /api/Level4/Cart': call({
    method: 'GET',
    path: '/api/Level4/Cart',
    auth: true,
    answer: v.array(CartLineSchema),
    reads: ['cart', 'stock'],
    changes: [],
  }),
  'POST /api/Level4/AddItem': call({
    method: 'POST',
    path: '/api/Level4/AddItem',
    auth: true,
    body: AddItemRequest,
    query: ImportReportQuery,
    answer: BulkAnswerSchema,
    reads: ['catalogue', 'stock'],
    changes: ['cart'],
  }),
  'POST /api/Level4/cartFromCsv': call({
    method: 'POST',
    path: '/api/Level4/cartFromCsv',
    auth: true,
    body: CartFromCsvRequest,
    query: ImportReportQuery,
    answer: BulkAnswerSchema,
    reads: ['catalogue', 'stock'],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/UpdateItem': call({
    method: 'POST',
    path: '/api/ShoppingCart/UpdateItem',
    auth: true,
    body: UpdateItemRequest,
    answer: UpdateItemResponseSchema,
    reads: ['stock'],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/DeleteItem': call({
    method: 'POST',
    path: '/api/ShoppingCart/DeleteItem',
    auth: true,
    body: DeleteItemRequest,
    answer: SuccessSchema,
    reads: [],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/ClearCart': call({
    method: 'POST',
    path: '/api/ShoppingCart/ClearCart',
    auth: true,
    answer: SuccessSchema,
    reads: [],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/Totals': call({
    method: 'POST',
    path: '/api/ShoppingCart/Totals',
    auth: true,
    body: checkoutRequestSchema,
    answer: TotalsSchema,
    reads: ['cart', 'addresses', 'store'],
    changes: [],
  }),

  // checkout
  'GET /api/ShoppingCart/ShippingAddress': call({
    method: 'GET',
    path: '/api/ShoppingCart/ShippingAddress',
    auth: true,
    answer: ShippingAddressDataSchema,
    reads: ['customer', 'addresses', 'store'],
    changes: [],
  }),
  'GET /api/ShoppingCart/ShippingMethods': call({
    method: 'GET',
    path: '/api/ShoppingCart/ShippingMethods',
    auth: true,
    query: ShippingMethodsQuery,
    answer: ShippingMethodsSchema,
    reads: ['addresses', 'store'],
    changes: [],
  }),
  'GET /api/ShoppingCart/PaymentMethods': call({
    method: 'GET',
    path: '/api/ShoppingCart/PaymentMethods',
    auth: true,
    query: PaymentMethodsQuery,
    answer: PaymentMethodsSchema,
    reads: ['store'],
    changes: [],
  }),
  'POST /api/ShoppingCart/ConfirmCheckout': call({
    method: 'POST',
    path: '/api/ShoppingCart/ConfirmCheckout',
    auth: true,
    body: checkoutRequestSchema,
    extendedBody: { extension: EXTENSIONS.orderReference, body: checkoutRequestWithReferenceSchema },
    answer: ConfirmCheckoutResultSchema,
    reads: ['cart', 'addresses', 'customer', 'store'],
    changes: ['cart', 'orders'],
  }),

  // shopping lists
  'GET /api/ShoppingList': call({
    method: 'GET',
    path: '/api/ShoppingList',
    auth: true,
    answer: v.array(ShoppingListSchema),
    reads: ['shopping-lists'],
    changes: [],
  }),
  'POST /api/ShoppingList': call({
    method: 'POST',
    path: '/api/ShoppingList',
    auth: true,
    body: NewShoppingListRequest,
    answer: ShoppingListSchema,
    reads: ['cart'],
    changes: ['shopping-lists'],
  }),
  'PUT /api/ShoppingList/:id': call({
    method: 'PUT',
    path: '/api/ShoppingList/:id',
    auth: true,
    params: IdPath,
    body: ShoppingListUpdateRequest,
    answer: ShoppingListSchema,
    reads: [],
    changes: ['shopping-lists'],
  }),
  'DELETE /api/ShoppingList/:id': call({
    method: 'DELETE',
    path: '/api/ShoppingList/:id',
    auth: true,
    params: IdPath,
    answer: SuccessSchema,
    reads: [],
    changes: ['shopping-lists'],
  }),
  'POST /api/ShoppingList/CreateCart/:id': call({
    method: 'POST',
    path: '/api/ShoppingList/CreateCart/:id',
    auth: true,
    params: IdPath,
    query: ImportReportQuery,
    body: CreateCartRequest,
    answer: BulkAnswerSchema,
    reads: ['shopping-lists', 'catalogue', 'stock'],
    changes: ['cart'],
  }),

  // saved customer offers (extension saved-offers)
  'GET /api/Offer': call({
    method: 'GET',
    path: '/api/Offer',
    auth: true,
    query: OfferListQuery,
    answer: OfferListSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['offers'],
    changes: [],
  }),
  'POST /api/Offer': call({
    method: 'POST',
    path: '/api/Offer',
    auth: true,
    body: OfferRequest,
    answer: OfferSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['catalogue', 'stock'],
    changes: ['offers'],
  }),
  'GET /api/Offer/:id': call({
    method: 'GET',
    path: '/api/Offer/:id',
    auth: true,
    params: IdPath,
    answer: OfferSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['offers'],
    changes: [],
  }),
  'PUT /api/Offer/:id': call({
    method: 'PUT',
    path: '/api/Offer/:id',
    auth: true,
    params: IdPath,
    body: OfferRequest,
    answer: OfferSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['catalogue', 'stock'],
    changes: ['offers'],
  }),
  'POST /api/Offer/:id/Copy': call({
    method: 'POST',
    path: '/api/Offer/:id/Copy',
    auth: true,
    params: IdPath,
    answer: OfferSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['offers'],
    changes: ['offers'],
  }),
  'POST /api/Offer/:id/Mail': call({
    method: 'POST',
    path: '/api/Offer/:id/Mail',
    auth: true,
    params: IdPath,
    body: OfferMailRequest,
    answer: SuccessSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['offers', 'customer'],
    changes: [],
  }),
  'POST /api/Offer/:id/Cart': call({
    method: 'POST',
    path: '/api/Offer/:id/Cart',
    auth: true,
    params: IdPath,
    answer: OfferToCartSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['offers', 'catalogue', 'stock'],
    changes: ['cart'],
  }),

  // catalogue: categories, boards, parts
  'POST /api/Level4Category/List': call({
    method: 'POST',
    path: '/api/Level4Category/List',
    auth: true,
    body: CategoryListRequest,
    answer: v.array(CategorySchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/Level4Product/Boards': call({
    method: 'POST',
    path: '/api/Level4Product/Boards',
    auth: true,
    body: BoardsRequest,
    answer: v.array(BoardListItemSchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/Level4Product/VehicleConditions': call({
    method: 'POST',
    path: '/api/Level4Product/VehicleConditions',
    auth: true,
    body: VehicleConditionsRequest,
    answer: v.array(EquipmentConditionSchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/Level4Product/Board': call({
    method: 'POST',
    path: '/api/Level4Product/Board',
    auth: true,
    body: BoardRequest,
    answer: BoardDetailSchema,
    reads: ['catalogue', 'stock'],
    changes: [],
  }),
  'POST /api/Level4Product/Find': call({
    method: 'POST',
    path: '/api/Level4Product/Find',
    auth: true,
    body: FindRequest,
    answer: FindResultSchema,
    reads: ['catalogue'],
    changes: [],
  }),
  'GET /api/Level4Product/Search': call({
    method: 'GET',
    path: '/api/Level4Product/Search',
    auth: true,
    query: NameSearchQuerySchema,
    answer: NameSearchResultSchema,
    extension: EXTENSIONS.nameSearch,
    reads: ['catalogue'],
    changes: [],
  }),
  'GET /api/Level4Product/SearchResults': call({
    method: 'GET',
    path: '/api/Level4Product/SearchResults',
    auth: true,
    query: SearchResultsQuerySchema,
    answer: SearchResultsSchema,
    extension: EXTENSIONS.searchResults,
    reads: ['catalogue'],
    changes: [],
  }),
  'GET /api/Level4Product/WhereUsed': call({
    method: 'GET',
    path: '/api/Level4Product/WhereUsed',
    auth: true,
    query: WhereUsedQuerySchema,
    answer: WhereUsedSchema,
    extension: EXTENSIONS.whereUsed,
    reads: ['catalogue', 'vehicles'],
    changes: [],
  }),
  'GET /api/Level4Product/Hotspots': call({
    method: 'GET',
    path: '/api/Level4Product/Hotspots',
    auth: true,
    query: HotspotsQuery,
    answer: v.array(HotspotSchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/level4/ProductStock': call({
    method: 'POST',
    path: '/api/level4/ProductStock',
    auth: true,
    body: ProductStockRequest,
    answer: ProductStockSchema,
    reads: ['stock'],
    changes: [],
  }),
  'POST /api/level4/ProductStock/Batch': call({
    method: 'POST',
    path: '/api/level4/ProductStock/Batch',
    auth: true,
    body: ProductStockBatchRequest,
    answer: ProductStockBatchSchema,
    extension: EXTENSIONS.batchStock,
    reads: ['stock'],
    changes: [],
  }),
  'GET /api/:lookup': call({
    method: 'GET',
    path: '/api/:lookup(^\\w+\\(.+\\)$)',
    auth: true,
    params: LookupPath,
    answer: v.union([PictureSchema, CatalogueProductSchema, CategorySchema]),
    documentedPaths: ["/api/picture('{id}')", "/api/Product('{id}')", "/api/Category('{id}')"],
    reads: ['catalogue'],
    changes: [],
  }),

  // catalogue: vehicles
  'POST /api/level4/VehicleFilter': call({
    method: 'POST',
    path: '/api/level4/VehicleFilter',
    auth: true,
    query: VehicleFilterQuery,
    body: VehicleFilterRequest,
    answer: v.array(FilterOptionSchema),
    reads: ['vehicles'],
    changes: [],
  }),
  'GET /api/level4/Vehicle': call({
    method: 'GET',
    path: '/api/level4/Vehicle',
    auth: true,
    query: VinQuery,
    answer: v.array(VehicleListItemSchema),
    reads: ['vehicles'],
    changes: [],
  }),
  'POST /api/Level4/VehicleSearch': call({
    method: 'POST',
    path: '/api/Level4/VehicleSearch',
    auth: true,
    body: VehicleSearchRequest,
    answer: CurrentVehicleSchema,
    reads: ['vehicles'],
    changes: [],
  }),
  'GET /api/RecentVehicles': call({
    method: 'GET',
    path: '/api/RecentVehicles',
    auth: true,
    answer: v.array(RecentVehicleSchema),
    extension: EXTENSIONS.recentVehicles,
    reads: ['recent-vehicles', 'vehicles'],
    changes: [],
  }),
  'GET /api/PriceFile': call({
    method: 'GET',
    path: '/api/PriceFile',
    auth: true,
    answer: v.string(),
    produces: 'text/csv',
    extension: EXTENSIONS.priceFile,
    reads: ['catalogue', 'stock', 'customer'],
    changes: [],
  }),
  'POST /api/RecentVehicles': call({
    method: 'POST',
    path: '/api/RecentVehicles',
    auth: true,
    body: VehicleSearchRequest,
    answer: v.array(RecentVehicleSchema),
    extension: EXTENSIONS.recentVehicles,
    reads: ['vehicles'],
    changes: ['recent-vehicles'],
  }),

  // content
  'GET /api/Topic/list': call({
    method: 'GET',
    path: '/api/Topic/list',
    auth: false,
    answer: v.array(TopicSchema),
    reads: ['content'],
    changes: [],
  }),
  'GET /api/Topic/get': call({
    method: 'GET',
    path: '/api/Topic/get',
    auth: false,
    query: TopicQuery,
    answer: TopicSchema,
    reads: ['content'],
    changes: [],
  }),
  'GET /api/slider': call({
    method: 'GET',
    path: '/api/slider',
    auth: false,
    query: SliderQuery,
    answer: SlidesSchema,
    reads: ['content'],
    changes: [],
  }),

  // store and reference data
  'GET /api/config': call({ method: 'GET', path: '/api/config', auth: false, answer: StoreConfigSchema, reads: ['store'], changes: [] }),
  'GET /api/Store/get': call({ method: 'GET', path: '/api/Store/get', auth: false, answer: StoreSchema, reads: ['store'], changes: [] }),
  'GET /api/Store/list': call({
    method: 'GET',
    path: '/api/Store/list',
    auth: false,
    answer: v.array(StoreSchema),
    reads: ['store'],
    changes: [],
  }),
  'GET /api/Language/list': call({
    method: 'GET',
    path: '/api/Language/list',
    auth: false,
    answer: v.array(LanguageSchema),
    reads: ['store'],
    changes: [],
  }),
  'GET /api/Currency': call({
    method: 'GET',
    path: '/api/Currency',
    auth: false,
    answer: v.array(CurrencySchema),
    reads: ['store'],
    changes: [],
  }),
  'GET /api/country': call({
    method: 'GET',
    path: '/api/country',
    auth: false,
    answer: v.array(CountrySchema),
    reads: ['store'],
    changes: [],
  }),
  'GET /api/StateProvince/list': call({
    method: 'GET',
    path: '/api/StateProvince/list',
    auth: false,
    query: StateProvinceQuery,
    answer: v.array(StateProvinceSchema),
    reads: ['store'],
    changes: [],
  }),
  'GET /api/Warehouse/list': call({
    method: 'GET',
    path: '/api/Warehouse/list',
    auth: false,
    answer: v.array(WarehouseSchema),
    reads: ['store'],
    changes: [],
  }),

  // the API's own description
  'GET /api/openapi.json': call({
    method: 'GET',
    path: '/api/openapi.json',
    auth: false,
    answer: v.record(v.string(), v.unknown()),
    reads: [],
    changes: [],
  }),
} as const satisfies Record<string, CallSpec>;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
export type Call<N extends CallName = CallName> = Calls[N];

/** Every call, with its name. */
export const CALL_LIST: readonly (CallSpec & { name: CallName })[] = Object.entries(CALLS).map(([name, spec]) => ({
  ...spec,
  name: name as CallName,
}));

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;
/** What a client sends as the call's body (the body with its extension's fields when it has some). */
export type BodyOf<N extends CallName> = Calls[N] extends { extendedBody: { body: infer E } }
  ? InputOf<E>
  : Calls[N] extends { body: infer B }
    ? InputOf<B>
    : undefined;
/** What a client sends as the call's query. */
export type QueryOf<N extends CallName> = Calls[N] extends { query: infer Q } ? InputOf<Q> : undefined;
/** What the contract lets the server answer to a call (its answer schema's input). */
export type AnswerOf<N extends CallName> = v.InferInput<Calls[N]['answer']>;
/** What a client reads from the call's answer (its answer schema's output). */
export type AnswerDataOf<N extends CallName> = v.InferOutput<Calls[N]['answer']>;

/** The path as the OpenAPI document (and the spec) writes it: `{id}` for `:id`. */
export const documentedPath = (spec: CallSpec): readonly string[] => spec.documentedPaths ?? [spec.path.replace(/:(\w+)/g, '{$1}')];

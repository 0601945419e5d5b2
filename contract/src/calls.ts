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
  BackordersSettingSchema,
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
import { checkoutRequestExtendedSchema, checkoutRequestSchema } from './checkout-request';
import { NoticesSchema, SuccessSchema } from './common';
import {
  IntegrationAckRequest,
  IntegrationAckSchema,
  IntegrationDeliveredRequest,
  IntegrationInvoiceRequest,
  IntegrationInvoiceSchema,
  IntegrationDeliveredSchema,
  IntegrationLinesRequest,
  IntegrationLinesSchema,
  IntegrationShipmentRequest,
  IntegrationShipmentSchema,
  IntegrationKeySchema,
  IntegrationOrdersPageSchema,
  IntegrationOrdersQuery,
  type IntegrationScope,
} from './integration';
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
import {
  DealerReturnSchema,
  IntegrationReturnCreditRequest,
  IntegrationReturnDecisionRequest,
  IntegrationReturnDetailSchema,
  IntegrationReturnReceivedRequest,
  IntegrationReturnResultSchema,
  IntegrationReturnsPageSchema,
  IntegrationReturnsQuery,
  OrderReturnsSchema,
  ReturnRequest,
  ReturnsSchema,
} from './returns';
import { DealerInvoiceSchema, DeliveriesSchema, InvoicesSchema, OrderMailSettingsSchema, OrderTrackingSchema } from './order-tracking';
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
import {
  AcceptInvitationRequest,
  ApprovalDetailSchema,
  ApprovalListSchema,
  ApprovalSchema,
  ApproveRequest,
  ApproveResultSchema,
  AuditListSchema,
  EmployeeListSchema,
  EmployeeProfileRequest,
  EmployeeSchema,
  InviteAgainRequest,
  InviteRequest,
  OrderListQuery,
  RejectRequest,
  ROLES,
  RoleChangeRequest,
  TeamMeSchema,
  type Role,
} from './team';

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
  | 'offers'
  /** The company's employees and invitations (extension team). */
  | 'team'
  /** The dealer's returns of delivered parts (extension returns). */
  | 'returns';

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
  extendedBody?: { extension: Extension; body: Schema; /** Other extensions that read the same body. */ also?: readonly Extension[] };
  query?: Schema;
  params?: Schema;
  answer: Schema;
  /** Anything but JSON: the answer is the text itself (the login's token; the dealer's price file, CSV), or a PDF's bytes. */
  produces?: 'text/plain' | 'text/csv' | 'application/pdf';
  /** The call belongs to this extension: the API answers 404 to it unless it runs the extension. */
  extension?: Extension;
  /**
   * A call of the integration API for the importer's ERP (`/api/integration/...`): it takes an
   * integration key (never a dealer's session; `auth` is false), which must grant `scope` when one
   * is named (403 naming the scope otherwise). See docs/integration.md.
   */
  integration?: { scope?: IntegrationScope };
  /** How the spec (and the OpenAPI document) names a path that the API serves by a pattern. */
  documentedPaths?: readonly string[];
  reads: readonly Resource[];
  changes: readonly Resource[];
  /**
   * Who in a dealer's company may make the call (extension team; a call with `auth`): the API
   * answers 403 to any other role before the handler runs, and to every role of a call that names
   * none (api/test/team-roles.test.ts goes through every call and every role).
   */
  roles?: readonly Role[];
}

/** The roles of the calls (extension team). */
const EVERYONE = [ROLES.administrator, ROLES.buyer, ROLES.requester] as const;
/** Checkout, order history, deliveries and invoices: what spends or shows the company's money. */
const BUYERS = [ROLES.administrator, ROLES.buyer] as const;
/** The company's data (addresses, VAT number, name) and the employees. */
const ADMINISTRATOR = [ROLES.administrator] as const;

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
    roles: EVERYONE,
    answer: SuccessSchema,
    reads: [],
    changes: ['session'],
  }),

  // customer
  'GET /api/Customer/get': call({
    method: 'GET',
    path: '/api/Customer/get',
    auth: true,
    roles: EVERYONE,
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
    roles: ADMINISTRATOR,
    body: ProfileUpdateRequest,
    answer: SuccessSchema,
    reads: ['credentials'],
    changes: ['customer'],
  }),
  'POST /api/Customer/SetPassword': call({
    method: 'POST',
    path: '/api/Customer/SetPassword',
    auth: true,
    roles: EVERYONE,
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
    roles: ADMINISTRATOR,
    body: NewAddressRequest,
    answer: AddressSchema,
    reads: [],
    changes: ['addresses'],
  }),
  'POST /api/Customer/UpdateAddress': call({
    method: 'POST',
    path: '/api/Customer/UpdateAddress',
    auth: true,
    roles: ADMINISTRATOR,
    body: AddressUpdateRequest,
    answer: AddressSchema,
    reads: [],
    changes: ['addresses'],
  }),
  'POST /api/Customer/DeleteAddress': call({
    method: 'POST',
    path: '/api/Customer/DeleteAddress',
    auth: true,
    roles: ADMINISTRATOR,
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
    roles: BUYERS,
    // extension team: ?placedBy= the person's name as PlacedBy answers it (not read without the extension)
    query: OrderListQuery,
    answer: OrderListSchema,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Order/get': call({
    method: 'GET',
    path: '/api/Order/get',
    auth: true,
    roles: BUYERS,
    query: OrderQuery,
    answer: OrderDetailSchema,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/level4Customer/incadeaOrders': call({
    method: 'GET',
    path: '/api/level4Customer/incadeaOrders',
    auth: true,
    roles: BUYERS,
    answer: v.array(DealerSystemOrderSchema),
    reads: ['dealer-system'],
    changes: [],
  }),
  'GET /api/Level4Customer/CreditLimit': call({
    method: 'GET',
    path: '/api/Level4Customer/CreditLimit',
    auth: true,
    roles: BUYERS,
    answer: CreditLimitSchema,
    reads: ['dealer-system'],
    changes: [],
  }),

  // cart
  'GET /api/Level4/Cart': call({
    method: 'GET',
    path: '/api/Level4/Cart',
    auth: true,
    roles: EVERYONE,
    answer: v.array(CartLineSchema),
    reads: ['cart', 'stock'],
    changes: [],
  }),
  'POST /api/Level4/AddItem': call({
    method: 'POST',
    path: '/api/Level4/AddItem',
    auth: true,
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
    body: UpdateItemRequest,
    answer: UpdateItemResponseSchema,
    reads: ['stock'],
    changes: ['cart'],
  }),
  'GET /api/ShoppingCart/Backorders': call({
    method: 'GET',
    path: '/api/ShoppingCart/Backorders',
    auth: true,
    roles: EVERYONE,
    answer: BackordersSettingSchema,
    extension: EXTENSIONS.backorders,
    reads: ['cart'],
    changes: [],
  }),
  'POST /api/ShoppingCart/Backorders': call({
    method: 'POST',
    path: '/api/ShoppingCart/Backorders',
    auth: true,
    roles: BUYERS,
    body: BackordersSettingSchema,
    answer: BackordersSettingSchema,
    extension: EXTENSIONS.backorders,
    reads: [],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/DeleteItem': call({
    method: 'POST',
    path: '/api/ShoppingCart/DeleteItem',
    auth: true,
    roles: EVERYONE,
    body: DeleteItemRequest,
    answer: SuccessSchema,
    reads: [],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/ClearCart': call({
    method: 'POST',
    path: '/api/ShoppingCart/ClearCart',
    auth: true,
    roles: EVERYONE,
    answer: SuccessSchema,
    reads: [],
    changes: ['cart'],
  }),
  'POST /api/ShoppingCart/Totals': call({
    method: 'POST',
    path: '/api/ShoppingCart/Totals',
    auth: true,
    roles: EVERYONE,
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
    roles: EVERYONE,
    answer: ShippingAddressDataSchema,
    reads: ['customer', 'addresses', 'store'],
    changes: [],
  }),
  'GET /api/ShoppingCart/ShippingMethods': call({
    method: 'GET',
    path: '/api/ShoppingCart/ShippingMethods',
    auth: true,
    roles: EVERYONE,
    query: ShippingMethodsQuery,
    answer: ShippingMethodsSchema,
    reads: ['addresses', 'store'],
    changes: [],
  }),
  'GET /api/ShoppingCart/PaymentMethods': call({
    method: 'GET',
    path: '/api/ShoppingCart/PaymentMethods',
    auth: true,
    roles: EVERYONE,
    query: PaymentMethodsQuery,
    answer: PaymentMethodsSchema,
    reads: ['store'],
    changes: [],
  }),
  'POST /api/ShoppingCart/ConfirmCheckout': call({
    method: 'POST',
    path: '/api/ShoppingCart/ConfirmCheckout',
    auth: true,
    // a Requester's checkout (and a Buyer's over their monthly limit) waits for approval (extension team)
    roles: EVERYONE,
    body: checkoutRequestSchema,
    extendedBody: { extension: EXTENSIONS.orderReference, also: [EXTENSIONS.vor], body: checkoutRequestExtendedSchema },
    answer: ConfirmCheckoutResultSchema,
    reads: ['cart', 'addresses', 'customer', 'store'],
    changes: ['cart', 'orders'],
  }),

  // shopping lists
  'GET /api/ShoppingList': call({
    method: 'GET',
    path: '/api/ShoppingList',
    auth: true,
    roles: EVERYONE,
    answer: v.array(ShoppingListSchema),
    reads: ['shopping-lists'],
    changes: [],
  }),
  'POST /api/ShoppingList': call({
    method: 'POST',
    path: '/api/ShoppingList',
    auth: true,
    roles: EVERYONE,
    body: NewShoppingListRequest,
    answer: ShoppingListSchema,
    reads: ['cart'],
    changes: ['shopping-lists'],
  }),
  'PUT /api/ShoppingList/:id': call({
    method: 'PUT',
    path: '/api/ShoppingList/:id',
    auth: true,
    roles: EVERYONE,
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
    roles: EVERYONE,
    params: IdPath,
    answer: SuccessSchema,
    reads: [],
    changes: ['shopping-lists'],
  }),
  'POST /api/ShoppingList/CreateCart/:id': call({
    method: 'POST',
    path: '/api/ShoppingList/CreateCart/:id',
    auth: true,
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
    params: IdPath,
    answer: OfferToCartSchema,
    extension: EXTENSIONS.savedOffers,
    reads: ['offers', 'catalogue', 'stock'],
    changes: ['cart'],
  }),

  // an order's life after it is placed, from the importer's ERP (extension order-tracking, issue 40)
  'GET /api/Order/:id/Tracking': call({
    method: 'GET',
    path: '/api/Order/:id/Tracking',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    answer: OrderTrackingSchema,
    extension: EXTENSIONS.orderTracking,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Deliveries': call({
    method: 'GET',
    path: '/api/Deliveries',
    auth: true,
    roles: BUYERS,
    answer: DeliveriesSchema,
    extension: EXTENSIONS.orderTracking,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Invoice': call({
    method: 'GET',
    path: '/api/Invoice',
    auth: true,
    roles: BUYERS,
    answer: InvoicesSchema,
    extension: EXTENSIONS.orderTracking,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Invoice/:id': call({
    method: 'GET',
    path: '/api/Invoice/:id',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    answer: DealerInvoiceSchema,
    extension: EXTENSIONS.orderTracking,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Invoice/:id/Pdf': call({
    method: 'GET',
    path: '/api/Invoice/:id/Pdf',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    answer: v.instance(Uint8Array),
    produces: 'application/pdf',
    extension: EXTENSIONS.orderTracking,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Customer/OrderMail': call({
    method: 'GET',
    path: '/api/Customer/OrderMail',
    auth: true,
    roles: ADMINISTRATOR,
    answer: OrderMailSettingsSchema,
    extension: EXTENSIONS.orderTracking,
    reads: ['customer'],
    changes: [],
  }),
  'POST /api/Customer/OrderMail': call({
    method: 'POST',
    path: '/api/Customer/OrderMail',
    auth: true,
    roles: ADMINISTRATOR,
    body: OrderMailSettingsSchema,
    answer: OrderMailSettingsSchema,
    extension: EXTENSIONS.orderTracking,
    reads: [],
    changes: ['customer'],
  }),

  // returns of delivered parts (extension returns, issue 40 item 3)
  'GET /api/Order/:id/Returns': call({
    method: 'GET',
    path: '/api/Order/:id/Returns',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    answer: OrderReturnsSchema,
    extension: EXTENSIONS.returns,
    reads: ['orders', 'returns', 'catalogue'],
    changes: [],
  }),
  'POST /api/Return': call({
    method: 'POST',
    path: '/api/Return',
    auth: true,
    roles: BUYERS,
    body: ReturnRequest,
    answer: DealerReturnSchema,
    extension: EXTENSIONS.returns,
    reads: ['orders', 'returns', 'catalogue'],
    changes: ['returns'],
  }),
  'GET /api/Return': call({
    method: 'GET',
    path: '/api/Return',
    auth: true,
    roles: BUYERS,
    answer: ReturnsSchema,
    extension: EXTENSIONS.returns,
    reads: ['returns'],
    changes: [],
  }),
  'GET /api/Return/:id': call({
    method: 'GET',
    path: '/api/Return/:id',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    answer: DealerReturnSchema,
    extension: EXTENSIONS.returns,
    reads: ['returns'],
    changes: [],
  }),
  'GET /api/Return/:id/Pdf': call({
    method: 'GET',
    path: '/api/Return/:id/Pdf',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    answer: v.instance(Uint8Array),
    produces: 'application/pdf',
    extension: EXTENSIONS.returns,
    reads: ['returns'],
    changes: [],
  }),

  // catalogue: categories, boards, parts
  'POST /api/Level4Category/List': call({
    method: 'POST',
    path: '/api/Level4Category/List',
    auth: true,
    roles: EVERYONE,
    body: CategoryListRequest,
    answer: v.array(CategorySchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/Level4Product/Boards': call({
    method: 'POST',
    path: '/api/Level4Product/Boards',
    auth: true,
    roles: EVERYONE,
    body: BoardsRequest,
    answer: v.array(BoardListItemSchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/Level4Product/VehicleConditions': call({
    method: 'POST',
    path: '/api/Level4Product/VehicleConditions',
    auth: true,
    roles: EVERYONE,
    body: VehicleConditionsRequest,
    answer: v.array(EquipmentConditionSchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/Level4Product/Board': call({
    method: 'POST',
    path: '/api/Level4Product/Board',
    auth: true,
    roles: EVERYONE,
    body: BoardRequest,
    answer: BoardDetailSchema,
    reads: ['catalogue', 'stock'],
    changes: [],
  }),
  'POST /api/Level4Product/Find': call({
    method: 'POST',
    path: '/api/Level4Product/Find',
    auth: true,
    roles: EVERYONE,
    body: FindRequest,
    answer: FindResultSchema,
    reads: ['catalogue'],
    changes: [],
  }),
  'GET /api/Level4Product/Search': call({
    method: 'GET',
    path: '/api/Level4Product/Search',
    auth: true,
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
    query: HotspotsQuery,
    answer: v.array(HotspotSchema),
    reads: ['catalogue'],
    changes: [],
  }),
  'POST /api/level4/ProductStock': call({
    method: 'POST',
    path: '/api/level4/ProductStock',
    auth: true,
    roles: EVERYONE,
    body: ProductStockRequest,
    answer: ProductStockSchema,
    reads: ['stock'],
    changes: [],
  }),
  'POST /api/level4/ProductStock/Batch': call({
    method: 'POST',
    path: '/api/level4/ProductStock/Batch',
    auth: true,
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
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
    roles: EVERYONE,
    query: VinQuery,
    answer: v.array(VehicleListItemSchema),
    reads: ['vehicles'],
    changes: [],
  }),
  'POST /api/Level4/VehicleSearch': call({
    method: 'POST',
    path: '/api/Level4/VehicleSearch',
    auth: true,
    roles: EVERYONE,
    body: VehicleSearchRequest,
    answer: CurrentVehicleSchema,
    reads: ['vehicles'],
    changes: [],
  }),
  'GET /api/RecentVehicles': call({
    method: 'GET',
    path: '/api/RecentVehicles',
    auth: true,
    roles: EVERYONE,
    answer: v.array(RecentVehicleSchema),
    extension: EXTENSIONS.recentVehicles,
    reads: ['recent-vehicles', 'vehicles'],
    changes: [],
  }),
  'GET /api/PriceFile': call({
    method: 'GET',
    path: '/api/PriceFile',
    auth: true,
    roles: BUYERS,
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
    roles: EVERYONE,
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
  // the integration API for the importer's ERP (issue 40; docs/integration.md): integration keys only
  'GET /api/integration/key': call({
    method: 'GET',
    path: '/api/integration/key',
    auth: false,
    integration: {},
    answer: IntegrationKeySchema,
    reads: [],
    changes: [],
  }),
  'GET /api/integration/orders': call({
    method: 'GET',
    path: '/api/integration/orders',
    auth: false,
    integration: { scope: 'orders:read' },
    query: IntegrationOrdersQuery,
    answer: IntegrationOrdersPageSchema,
    reads: ['orders'],
    changes: [],
  }),
  'POST /api/integration/orders/ack': call({
    method: 'POST',
    path: '/api/integration/orders/ack',
    auth: false,
    integration: { scope: 'orders:write' },
    body: IntegrationAckRequest,
    answer: IntegrationAckSchema,
    reads: [],
    changes: [],
  }),
  'POST /api/integration/orders/:id/lines': call({
    method: 'POST',
    path: '/api/integration/orders/:id/lines',
    auth: false,
    integration: { scope: 'orders:write' },
    params: IdPath,
    body: IntegrationLinesRequest,
    answer: IntegrationLinesSchema,
    reads: ['orders'],
    changes: ['orders'],
  }),
  'POST /api/integration/orders/:id/shipments': call({
    method: 'POST',
    path: '/api/integration/orders/:id/shipments',
    auth: false,
    integration: { scope: 'shipments:write' },
    params: IdPath,
    body: IntegrationShipmentRequest,
    answer: IntegrationShipmentSchema,
    reads: ['orders'],
    changes: ['orders'],
  }),
  'POST /api/integration/shipments/delivered': call({
    method: 'POST',
    path: '/api/integration/shipments/delivered',
    auth: false,
    integration: { scope: 'shipments:write' },
    body: IntegrationDeliveredRequest,
    answer: IntegrationDeliveredSchema,
    reads: ['orders'],
    changes: ['orders'],
  }),
  'POST /api/integration/orders/:id/invoices': call({
    method: 'POST',
    path: '/api/integration/orders/:id/invoices',
    auth: false,
    integration: { scope: 'invoices:write' },
    params: IdPath,
    body: IntegrationInvoiceRequest,
    answer: IntegrationInvoiceSchema,
    reads: ['orders'],
    changes: ['orders'],
  }),
  'GET /api/integration/returns': call({
    method: 'GET',
    path: '/api/integration/returns',
    auth: false,
    integration: { scope: 'returns:write' },
    query: IntegrationReturnsQuery,
    answer: IntegrationReturnsPageSchema,
    reads: ['returns'],
    changes: [],
  }),
  'GET /api/integration/returns/:id': call({
    method: 'GET',
    path: '/api/integration/returns/:id',
    auth: false,
    integration: { scope: 'returns:write' },
    params: IdPath,
    answer: IntegrationReturnDetailSchema,
    reads: ['returns'],
    changes: [],
  }),
  'POST /api/integration/returns/:id/decision': call({
    method: 'POST',
    path: '/api/integration/returns/:id/decision',
    auth: false,
    integration: { scope: 'returns:write' },
    params: IdPath,
    body: IntegrationReturnDecisionRequest,
    answer: IntegrationReturnResultSchema,
    reads: ['returns', 'orders'],
    changes: ['returns'],
  }),
  'POST /api/integration/returns/:id/received': call({
    method: 'POST',
    path: '/api/integration/returns/:id/received',
    auth: false,
    integration: { scope: 'returns:write' },
    params: IdPath,
    body: IntegrationReturnReceivedRequest,
    answer: IntegrationReturnResultSchema,
    reads: ['returns', 'orders'],
    changes: ['returns'],
  }),
  'POST /api/integration/returns/:id/credit': call({
    method: 'POST',
    path: '/api/integration/returns/:id/credit',
    auth: false,
    integration: { scope: 'returns:write' },
    params: IdPath,
    body: IntegrationReturnCreditRequest,
    answer: IntegrationReturnResultSchema,
    reads: ['returns', 'orders'],
    changes: ['returns'],
  }),
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

  // the dealer's team (extension team): employees, their roles and invitations
  'GET /api/Team/Employees': call({
    method: 'GET',
    path: '/api/Team/Employees',
    auth: true,
    roles: ADMINISTRATOR,
    answer: EmployeeListSchema,
    extension: EXTENSIONS.team,
    reads: ['team'],
    changes: [],
  }),
  'POST /api/Team/Employees': call({
    method: 'POST',
    path: '/api/Team/Employees',
    auth: true,
    roles: ADMINISTRATOR,
    body: InviteRequest,
    answer: EmployeeSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'PUT /api/Team/Employees/:id': call({
    method: 'PUT',
    path: '/api/Team/Employees/:id',
    auth: true,
    roles: ADMINISTRATOR,
    params: IdPath,
    body: RoleChangeRequest,
    answer: EmployeeSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'POST /api/Team/Employees/:id/Deactivate': call({
    method: 'POST',
    path: '/api/Team/Employees/:id/Deactivate',
    auth: true,
    roles: ADMINISTRATOR,
    params: IdPath,
    answer: EmployeeSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'POST /api/Team/Employees/:id/Reactivate': call({
    method: 'POST',
    path: '/api/Team/Employees/:id/Reactivate',
    auth: true,
    roles: ADMINISTRATOR,
    params: IdPath,
    answer: EmployeeSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'POST /api/Team/Employees/:id/Invite': call({
    method: 'POST',
    path: '/api/Team/Employees/:id/Invite',
    auth: true,
    roles: ADMINISTRATOR,
    params: IdPath,
    body: InviteAgainRequest,
    answer: EmployeeSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'DELETE /api/Team/Employees/:id': call({
    method: 'DELETE',
    path: '/api/Team/Employees/:id',
    auth: true,
    roles: ADMINISTRATOR,
    params: IdPath,
    answer: SuccessSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'GET /api/Team/Me': call({
    method: 'GET',
    path: '/api/Team/Me',
    auth: true,
    roles: EVERYONE,
    answer: TeamMeSchema,
    extension: EXTENSIONS.team,
    reads: ['team'],
    changes: [],
  }),
  'PUT /api/Team/Me': call({
    method: 'PUT',
    path: '/api/Team/Me',
    auth: true,
    roles: EVERYONE,
    body: EmployeeProfileRequest,
    answer: TeamMeSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team'],
  }),
  'POST /api/Team/Invitation/Accept': call({
    method: 'POST',
    path: '/api/Team/Invitation/Accept',
    auth: false,
    body: AcceptInvitationRequest,
    answer: SuccessSchema,
    extension: EXTENSIONS.team,
    reads: [],
    changes: ['team', 'credentials'],
  }),
  // approvals and the audit of the dealer's team (extension team)
  'GET /api/Team/Approvals': call({
    method: 'GET',
    path: '/api/Team/Approvals',
    auth: true,
    roles: BUYERS,
    answer: ApprovalListSchema,
    extension: EXTENSIONS.team,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Team/Approvals/Mine': call({
    method: 'GET',
    path: '/api/Team/Approvals/Mine',
    auth: true,
    roles: EVERYONE,
    answer: ApprovalListSchema,
    extension: EXTENSIONS.team,
    reads: ['orders'],
    changes: [],
  }),
  'GET /api/Team/Approvals/:id': call({
    method: 'GET',
    path: '/api/Team/Approvals/:id',
    auth: true,
    roles: EVERYONE,
    params: IdPath,
    answer: ApprovalDetailSchema,
    extension: EXTENSIONS.team,
    reads: ['orders', 'stock'],
    changes: [],
  }),
  'POST /api/Team/Approvals/:id/Approve': call({
    method: 'POST',
    path: '/api/Team/Approvals/:id/Approve',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    body: ApproveRequest,
    answer: ApproveResultSchema,
    extension: EXTENSIONS.team,
    reads: ['orders', 'stock', 'addresses', 'store'],
    changes: ['orders'],
  }),
  'POST /api/Team/Approvals/:id/Reject': call({
    method: 'POST',
    path: '/api/Team/Approvals/:id/Reject',
    auth: true,
    roles: BUYERS,
    params: IdPath,
    body: RejectRequest,
    answer: ApprovalSchema,
    extension: EXTENSIONS.team,
    reads: ['orders'],
    changes: ['orders'],
  }),
  'POST /api/Team/Approvals/:id/Withdraw': call({
    method: 'POST',
    path: '/api/Team/Approvals/:id/Withdraw',
    auth: true,
    roles: EVERYONE,
    params: IdPath,
    answer: ApprovalSchema,
    extension: EXTENSIONS.team,
    reads: ['orders'],
    changes: ['orders', 'cart'],
  }),
  'GET /api/Team/Audit': call({
    method: 'GET',
    path: '/api/Team/Audit',
    auth: true,
    roles: ADMINISTRATOR,
    answer: AuditListSchema,
    extension: EXTENSIONS.team,
    reads: ['team', 'orders'],
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

import type { Generated } from 'kysely';

/*
 * The tables as Kysely sees them, for both databases (made by migrations/; checked against the
 * migrated schema of both by test/schema.test.ts, through schema-columns.ts). Booleans are stored as
 * integers 0/1 on both, money as floating point (REAL on SQLite, double precision on PostgreSQL),
 * epoch-millisecond times as 64-bit integers read back as numbers (see database.ts).
 * Generated<...>: a column the database fills when an insert leaves it out (id, default).
 */

export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: Generated<string>;
  vat_number: Generated<string>;
  country_id: number;
  state_province_id: number | null;
  city: string;
  address1: string;
  address2: Generated<string>;
  zip_postal_code: string;
  phone_number: string;
  fax_number: Generated<string>;
  email: Generated<string>;
}

export interface BoardPartsTable {
  board_id: number;
  product_id: number;
  position: string;
  quantity: number;
  comment_before: string | null;
  comment_after: string | null;
  model_id: number | null;
  engine_id: number | null;
  equipment_id: number | null;
  equipment_required: Generated<number>;
  display_order: number;
  comment_before_pl: string | null;
  comment_after_pl: string | null;
}

export interface BodiesTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_pl: string | null;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  marke: string;
}

export interface CartItemsTable {
  /** SQLite's implicit rowid; on PostgreSQL an identity column of that name (migration 6): the order lines were added in. */
  rowid: Generated<number>;
  customer_id: number;
  product_id: number;
  quantity: number;
  marke: string;
  produktart: string;
  added_on: string;
  /** The dealer's job reference (extension job-reference), '' for none: one line per part and job (migration 28). */
  job_reference: Generated<string>;
  /** Whose cart (extension team, migration 41): the employee, 0 for the company's own login. */
  employee_id: Generated<number>;
}

export interface CatalogsTable {
  id: string;
  brand_id: number;
  category: string;
  name: string;
  name_pl: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: Generated<number>;
  category: string;
  name: string;
  picture_id: number | null;
  display_order: Generated<number>;
  name_pl: string | null;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  two_letter_iso_code: string;
  display_order: Generated<number>;
  name_pl: string | null;
}

export interface CurrenciesTable {
  id: Generated<number>;
  name: string;
  currency_code: string;
  rate: number;
  display_locale: string;
  display_order: Generated<number>;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  password_salt: string;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  company: Generated<string>;
  vat_number: Generated<string>;
  newsletter: Generated<number>;
  discount_percent: Generated<number>;
  credit_limit: Generated<number>;
  payment_term_days: Generated<number>;
  billing_address_id: number | null;
  shipping_address_id: number | null;
  created_on: string;
  password_params: Generated<string>;
  /** The warehouse serving the dealer (migration 12, extension delivery-estimate); null: none assigned yet. */
  branch_warehouse_id: Generated<number | null>;
  /** The company's own login's last sign-in (extension team, migration 41). */
  last_sign_in_at: Generated<number | null>;
  /** The kinds of order mail switched off, space-separated (migration 36, extension order-tracking). */
  order_mail_off: Generated<string>;
  accept_backorders: Generated<number>;
}

export interface DealerSystemOrdersTable {
  id: Generated<number>;
  customer_id: number;
  document_no: string;
  document_date: string;
  description: string;
  due_date: string;
  amount: number;
  branch_code: string;
  is_open: number;
  description_pl: string | null;
}

export interface DiagramsTable {
  id: Generated<number>;
  title: string;
  title_pl: string | null;
  /** The feed's diagram file (feed_images), or null: drawn from the hotspots. */
  image_hash: string | null;
}

/** A feed's image file by the SHA-256 (hex) of its bytes (migration 31). */
/** A dealer's return of a delivered order line (migration 50, extension returns). */
export interface ReturnsTable {
  id: Generated<number>;
  number: string | null;
  customer_id: number;
  order_id: number;
  order_item_id: number;
  quantity: number;
  reason: string;
  description: string | null;
  language: string;
  state: string;
  decision_reason: string | null;
  received_on: string | null;
  credit_note_id: number | null;
  requested_at: number;
  updated_at: number;
}

export interface ReturnPhotosTable {
  return_id: number;
  position: number;
  content_type: string;
  bytes: Buffer;
}

export interface FeedImagesTable {
  hash: string;
  content_type: string;
  bytes: Buffer;
}

export interface EnginesTable {
  id: Generated<number>;
  code: string;
  name: string;
  fuel: string;
  oil_capacity_l: number;
  coolant_capacity_l: number;
  name_pl: string | null;
  fuel_pl: string | null;
}

export interface EquipmentTable {
  id: Generated<number>;
  code: string;
  name: string;
  purpose: string;
  name_pl: string | null;
  purpose_pl: string | null;
}

export interface HotspotsTable {
  diagram_id: number;
  position: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface LanguagesTable {
  id: Generated<number>;
  name: string;
  language_culture: string;
  unique_seo_code: string;
  display_order: Generated<number>;
}

export interface ModelEquipmentTable {
  model_id: number;
  equipment_id: number;
}

export interface ModelsTable {
  id: Generated<number>;
  serie_code: string;
  code: string;
  name: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  sku: string;
  product_name: string;
  quantity: number;
  unit_price: number;
  unit_price_without_discount: number;
  discount: number;
  subtotal: number;
  /** The job reference of the cart line it was (extension job-reference); NULL when none. */
  job_reference: string | null;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  created_on: string;
  note: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_number: string | null;
  customer_id: number;
  created_on: string;
  order_status: string;
  payment_status: string;
  shipping_status: string;
  pickup_in_store: number;
  pickup_address: string | null;
  shipping_address: string | null;
  billing_address: string;
  shipping_method: string;
  shipping_rate_computation_method_system_name: string;
  payment_method: string;
  payment_method_system_name: string;
  subtotal: number;
  subtotal_discount: number;
  shipping: number;
  payment_method_fee: number;
  tax: number;
  order_total_discount: number;
  order_total: number;
  /** The dealer's own reference (extension order-reference); null when none was given. */
  customer_reference: string | null;
  /** Who placed the order (extension team, migration 41): the employee (null: the company's own login) and their name then. */
  placed_by_employee_id: Generated<number | null>;
  placed_by: Generated<string | null>;
  /** Who approved the order (extension team, migration 42): null when it needed no approval. */
  approved_by_employee_id: Generated<number | null>;
  approved_by: Generated<string | null>;
  /** The language the order was placed in: its mail goes out in it (migration 36); null before. */
  language: string | null;
  /** 1: marked 'vehicle off road' at checkout (extension vor, migration 53); 0 otherwise. */
  vor: Generated<number>;
}

export interface PasswordRecoveryTokensTable {
  token_hash: string;
  customer_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface PaymentMethodCountriesTable {
  payment_method_id: number;
  country_id: number;
}

export interface PaymentMethodShipmentsTable {
  payment_method_id: number;
  shipping_method_id: number;
}

export interface PaymentMethodsTable {
  id: Generated<number>;
  system_name: string;
  name: string;
  description: string;
  fee: number;
  is_default: number;
  display_order: number;
  name_pl: string | null;
  description_pl: string | null;
}

export interface PickupPointsTable {
  id: Generated<number>;
  name: string;
  description: string;
  fee: number;
  is_default: number;
  warehouse_id: number;
  display_order: number;
  name_pl: string | null;
  description_pl: string | null;
}

export interface PicturesTable {
  id: Generated<number>;
  title: string;
  shape: string;
  title_pl: string | null;
  /** The feed's picture file (feed_images), or null: drawn from the shape. */
  image_hash: string | null;
}

export interface ProductAttributesTable {
  product_id: number;
  name: string;
  value: string;
  display_order: Generated<number>;
  name_pl: string | null;
  value_pl: string | null;
}

export interface ProductLinksTable {
  product_id: number;
  linked_product_id: number;
  kind: string;
  quantity: number;
}

export interface ProductsTable {
  id: Generated<number>;
  sku: string;
  name: string;
  product_type: 'SimpleProduct' | 'GroupedProduct';
  full_description: Generated<string>;
  price: Generated<number>;
  picture_id: number | null;
  category_id: number | null;
  diagram_id: number | null;
  retrofit: Generated<number>;
  serie_code: string | null;
  name_pl: string | null;
  full_description_pl: string | null;
  search_name: string | null;
  search_name_pl: string | null;
  /** The stems of the English name's words (migration 18, db/search-key.ts searchStems). */
  search_stems: string | null;
  search_stems_pl: string | null;
  /** The part's name among the distinct names (migration 23), set by the database's triggers; null for a board. */
  part_name_id: Generated<number | null>;
  /** 1: withdrawn by a catalogue feed (migration 27); the cart and lists show it as withdrawn. */
  withdrawn: Generated<number>;
  /** 0: the part may not be returned (migration 50, extension returns). */
  returnable: Generated<number>;
}

/** One row per distinct set of a part's search columns (migration 23): what search by name reads first. */
export interface PartNamesTable {
  id: Generated<number>;
  name_key: string;
  search_name: string | null;
  search_name_pl: string | null;
  search_stems: string | null;
  search_stems_pl: string | null;
}

export interface SeriesTable {
  code: string;
  type_id: number;
  name: string;
  name_pl: string | null;
}

export interface SessionsTable {
  token_hash: string;
  customer_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  last_seen_at: Generated<number>;
  /** The employee signed in (extension team, migration 41); null: the company's own login, its administrator. */
  employee_id: Generated<number | null>;
}

/** A dealer company's invited employees (extension team, migration 41). */
export interface EmployeesTable {
  id: Generated<number>;
  customer_id: number;
  email: string;
  name: string;
  phone: Generated<string>;
  role: string;
  active: Generated<number>;
  /** null until the invitation is accepted. */
  password_hash: string | null;
  password_salt: string | null;
  password_params: string | null;
  invited_at: number;
  last_sign_in_at: number | null;
  /** A Buyer's monthly order limit (migration 42): null for none. */
  monthly_limit: Generated<number | null>;
}

/** An order waiting for approval (extension team, migration 42); its lines are cart_items of employee_id -id. */
export interface OrderApprovalsTable {
  id: Generated<number>;
  customer_id: number;
  requester_employee_id: number | null;
  requester: string;
  language: string;
  /** The checkout's choices (JSON). */
  request: string;
  /** The lines and prices the requester saw (JSON). */
  lines: string;
  total: number;
  /** Why it waits: 'role' (a Requester) or 'limit' (a Buyer over their monthly limit). */
  reason: string;
  /** 'awaiting', 'approved', 'rejected' or 'withdrawn'. */
  status: string;
  created_at: number;
  decided_at: number | null;
  decided_by_employee_id: number | null;
  decided_by: string | null;
  comment: string | null;
  order_id: number | null;
}

/** What happened in a dealer's company, by whom and when (extension team, migration 42). */
export interface AuditEventsTable {
  id: Generated<number>;
  customer_id: number;
  at: number;
  actor_employee_id: number | null;
  actor: string;
  action: string;
  subject: string;
  /** JSON. */
  detail: string;
}

/** One-time invitation links (extension team, migration 41): the SHA-256 of the token. */
export interface EmployeeInvitationsTable {
  token_hash: string;
  employee_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** "Forgot password?" links mailed to an employee (extension team, migration 56): the SHA-256 of the token. */
export interface EmployeeRecoveryTokensTable {
  token_hash: string;
  employee_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface ShippingMethodCountriesTable {
  shipping_method_id: number;
  country_id: number;
}

export interface ShippingMethodsTable {
  id: Generated<number>;
  name: string;
  description: string;
  fee: number;
  is_default: number;
  display_order: number;
  name_pl: string | null;
  description_pl: string | null;
}

export interface ShoppingListItemsTable {
  list_id: number;
  product_id: number;
  quantity: number;
  display_order: number;
}

export interface ShoppingListsTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  created_on: string;
  /** Who made the list (extension team, migration 41): the employee (null: the company's own login) and their name then. */
  author_employee_id: Generated<number | null>;
  author: Generated<string | null>;
}

export interface SlidesTable {
  id: Generated<number>;
  slider_type: number;
  title: string;
  description: string;
  button_text: string;
  link: string;
  full_width: number;
  display_order: Generated<number>;
  title_pl: string | null;
  description_pl: string | null;
  button_text_pl: string | null;
}

export interface StateProvincesTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  abbreviation: string;
  display_order: Generated<number>;
  name_pl: string | null;
}

export interface SteeringsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_pl: string | null;
}

export interface StoreConfigTable {
  section: string;
  name: string;
  value: string;
  value_pl: string | null;
}

export interface StoresTable {
  id: Generated<number>;
  name: string;
  url: string;
  default_language_id: number;
  default_currency_id: number;
  display_order: Generated<number>;
  name_pl: string | null;
}

export interface TechnicalCampaignsTable {
  id: Generated<number>;
  vehicle_id: number;
  campaign_number: string;
  description: string;
  status: string;
  reservations: string;
  description_pl: string | null;
  status_pl: string | null;
  reservations_pl: string | null;
}

export interface TopicsTable {
  id: Generated<number>;
  se_name: string;
  title: string;
  body: string;
  include_in_footer_row1: number;
  include_in_footer_row2: number;
  include_in_footer_row3: number;
  include_in_sitemap: number;
  include_in_top_menu: number;
  display_order: Generated<number>;
  title_pl: string | null;
  body_pl: string | null;
}

export interface TransmissionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: string;
  name_pl: string | null;
  kind_pl: string | null;
}

export interface VehicleEquipmentTable {
  vehicle_id: number;
  equipment_id: number;
  optional: number;
  retrofitted: number;
}

export interface VehicleTypesTable {
  id: Generated<number>;
  catalog_id: string;
  name: string;
  name_pl: string | null;
}

export interface VehicleVariantsTable {
  id: Generated<number>;
  serie_code: string;
  body_id: number;
  model_id: number;
  engine_id: number;
  version_code: string;
  steering_id: number;
  transmission_id: number;
  produced_from: number;
  produced_to: number;
}

export interface VehiclesTable {
  id: Generated<number>;
  vin: string;
  vin7: string;
  variant_id: number;
  production_month: number;
  paint_code: string;
  upholstery_code: string;
}

export interface VersionsTable {
  code: string;
  name: string;
  name_pl: string | null;
}

export interface WarehouseStockTable {
  product_id: number;
  warehouse_id: number;
  quantity: number;
}

export interface WarehousesTable {
  id: Generated<number>;
  name: string;
  is_branch_office: number;
  url: string | null;
  has_image: number;
  address1: string;
  city: string;
  zip_postal_code: string;
  country_id: number;
  phone_number: string;
  email: string;
  name_pl: string | null;
}

export interface Database {
  addresses: AddressesTable;
  board_parts: BoardPartsTable;
  bodies: BodiesTable;
  brands: BrandsTable;
  cart_items: CartItemsTable;
  catalogs: CatalogsTable;
  categories: CategoriesTable;
  countries: CountriesTable;
  currencies: CurrenciesTable;
  customers: CustomersTable;
  dealer_system_orders: DealerSystemOrdersTable;
  employee_invitations: EmployeeInvitationsTable;
  employee_recovery_tokens: EmployeeRecoveryTokensTable;
  order_approvals: OrderApprovalsTable;
  audit_events: AuditEventsTable;
  employees: EmployeesTable;
  delivery_lead_times: DeliveryLeadTimesTable;
  diagrams: DiagramsTable;
  engines: EnginesTable;
  equipment: EquipmentTable;
  feed_images: FeedImagesTable;
  hotspots: HotspotsTable;
  idempotency_keys: IdempotencyKeysTable;
  languages: LanguagesTable;
  known_devices: KnownDevicesTable;
  integration_keys: IntegrationKeysTable;
  integration_order_acks: IntegrationOrderAcksTable;
  integration_idempotency: IntegrationIdempotencyTable;
  order_line_events: OrderLineEventsTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  invoices: InvoicesTable;
  returns: ReturnsTable;
  return_photos: ReturnPhotosTable;
  login_addresses: LoginAddressesTable;
  login_attempts: LoginAttemptsTable;
  mail_outbox: MailOutboxTable;
  model_equipment: ModelEquipmentTable;
  models: ModelsTable;
  order_items: OrderItemsTable;
  order_notes: OrderNotesTable;
  orders: OrdersTable;
  password_recovery_tokens: PasswordRecoveryTokensTable;
  payment_method_countries: PaymentMethodCountriesTable;
  payment_method_shipments: PaymentMethodShipmentsTable;
  payment_methods: PaymentMethodsTable;
  pickup_points: PickupPointsTable;
  pictures: PicturesTable;
  product_attributes: ProductAttributesTable;
  product_links: ProductLinksTable;
  product_supersessions: ProductSupersessionsTable;
  products: ProductsTable;
  part_names: PartNamesTable;
  rate_limits: RateLimitsTable;
  recent_vehicles: RecentVehiclesTable;
  saved_offers: SavedOffersTable;
  series: SeriesTable;
  sessions: SessionsTable;
  shipping_method_countries: ShippingMethodCountriesTable;
  shipping_methods: ShippingMethodsTable;
  shopping_list_items: ShoppingListItemsTable;
  shopping_lists: ShoppingListsTable;
  slides: SlidesTable;
  state_provinces: StateProvincesTable;
  steerings: SteeringsTable;
  store_config: StoreConfigTable;
  stores: StoresTable;
  technical_campaigns: TechnicalCampaignsTable;
  topics: TopicsTable;
  transmissions: TransmissionsTable;
  vehicle_equipment: VehicleEquipmentTable;
  vehicle_types: VehicleTypesTable;
  vehicle_variants: VehicleVariantsTable;
  vehicles: VehiclesTable;
  versions: VersionsTable;
  warehouse_stock: WarehouseStockTable;
  warehouses: WarehousesTable;
  stock_reservations: StockReservationsTable;
}

/** What an order line takes of a warehouse's stock until shipped (migration 52, issue 40 item 4). */
export interface StockReservationsTable {
  order_item_id: number;
  warehouse_id: number;
  product_id: number;
  quantity: number;
}

/** Part supersession (migration 11, extension supersession): product_id is replaced by replacement_id. */
export interface ProductSupersessionsTable {
  product_id: number;
  replacement_id: number;
  quantity: Generated<number>;
  display_order: Generated<number>;
}

/** Working days from a warehouse to a dealer of a branch (migration 12, extension delivery-estimate). */
export interface DeliveryLeadTimesTable {
  warehouse_id: number;
  branch_warehouse_id: number;
  working_days: number;
}

/** The integration API's keys: only their SHA-256 is kept (migration 32, auth/integration-keys.ts). */
export interface IntegrationKeysTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  /** Space-separated scopes (IntegrationScope). */
  scopes: string;
  created_at: number;
  revoked_at: number | null;
}

/** Orders the ERP acknowledged from the order feed (migration 33, domain/integration-orders.ts). */
export interface IntegrationOrderAcksTable {
  order_id: number;
  key_id: number;
  acknowledged_at: number;
}

/** Idempotency-Key of the integration API's writes: the request's hash and its answer (migration 34, data/integration-idempotency.ts). */
export interface IntegrationIdempotencyTable {
  key_id: number;
  idempotency_key: string;
  request_hash: string;
  answer: string;
  created_at: number;
}

/** The ERP's confirmations of order lines: confirmed, backordered until a date, cancelled with a reason (migration 35, domain/order-life.ts). */
export interface OrderLineEventsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  /** 'confirmed' | 'backordered' | 'cancelled' (LineConfirmation). */
  state: string;
  /** yyyy-mm-dd, for a backorder. */
  expected_date: string | null;
  /** Why a line was cancelled. */
  reason: string | null;
  /** The ERP's time of the event (epoch ms): the newest event of a line is its state. */
  occurred_at: number;
  recorded_at: number;
}

/** Delivery notes the ERP reported (migration 35, domain/order-life.ts). */
export interface ShipmentsTable {
  id: Generated<number>;
  order_id: number;
  delivery_note: string;
  /** yyyy-mm-dd */
  delivery_date: string;
  carrier: string;
  tracking_number: string | null;
  /** https only. */
  tracking_url: string | null;
  /** yyyy-mm-dd, once delivered. */
  delivered_on: string | null;
  recorded_at: number;
}

/** The quantity of each order line on a delivery note (migration 35). */
export interface ShipmentLinesTable {
  shipment_id: number;
  order_item_id: number;
  quantity: number;
}

/** Invoices and credit notes the ERP reported, their lines as JSON (migration 35, domain/order-life.ts). */
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  /** 'invoice' | 'credit-note' */
  kind: string;
  number: string;
  /** The invoice a credit note corrects. */
  corrects: string | null;
  issue_date: string;
  sale_date: string;
  due_date: string;
  currency: string;
  net_total: number;
  vat_total: number;
  gross_total: number;
  /** JSON: InvoiceLine[] (contract/src/integration.ts). */
  lines: string;
  recorded_at: number;
}

/** The client addresses an account signed in from lately (migration 17, auth/login-throttle.ts). */
/** The browsers each customer signed in from: the SHA-256 of their device cookies (migration 25, auth/known-devices.ts). */
export interface KnownDevicesTable {
  token_hash: string;
  customer_id: number;
  created_at: number;
  last_used_at: number;
}

export interface LoginAddressesTable {
  account_key: string;
  address_key: string;
  signed_in_at: number;
}

/** Counted login attempts per budget key (migration 14, auth/login-throttle.ts). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  throttle_key: string;
  attempted_at: number;
}

/** Per-route request counters (migration 14, http/rate-limit-store.ts). */
export interface RateLimitsTable {
  rate_key: string;
  hits: number;
  expires_at: number;
}

/** The answer of a ConfirmCheckout that placed an order, by customer and Idempotency-Key (migration 15). */
export interface IdempotencyKeysTable {
  customer_id: number;
  idempotency_key: string;
  /** The answer as JSON text. */
  answer: string;
  created_at: number;
}

/** A customer's recent vehicles, at most 5 (migration 25, data/recent-vehicles.ts; extension recent-vehicles). */
export interface RecentVehiclesTable {
  customer_id: number;
  /** `vehicle:<id>` or `variant:<id>:<year>:<month>`: one row per vehicle. */
  vehicle_key: string;
  /** The VehicleSearch request that finds it again, as JSON text. */
  search: string;
  chosen_at: number;
}

/** Mail waiting to be sent, or given up on (migration 16, data/outbox.ts, mail/worker.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** What the message is (recovery, order-confirmation, password-changed, email-changed): for the log. */
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** The worker's claim: set while one sends the row, until claimed_until. */
  claim_token: string | null;
  claimed_until: number | null;
  /** Set when the worker gave up on the message (its last error in last_error). */
  failed_at: number | null;
  last_error: string | null;
  /** An attached file (the offer's PDF, extension saved-offers): its name and its bytes as Base64 (migration 28). */
  attachment_name: string | null;
  attachment: string | null;
}

/** A dealer's saved customer offer (migration 28, data/offers.ts; extension saved-offers). */
export interface SavedOffersTable {
  id: Generated<number>;
  customer_id: number;
  /** The offer's number is OF/<year>/<seq, 4 digits>, seq counted per dealer and year. */
  year: number;
  seq: number;
  number: string;
  name: string;
  comment: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  customer_vat_number: string;
  vehicle: string;
  order_discount: number;
  /** yyyy-mm-dd */
  valid_until: string;
  /** The lines (OfferLine[]) as JSON text. */
  lines: string;
  /** What the list's search looks in, lower-cased: customer name, phone, e-mail, vehicle, number. */
  search_text: string;
  created_at: number;
  updated_at: number;
  /** Migration 54 (extension team): who made the offer (null: the company's own login) and their name then. */
  author_employee_id: Generated<number | null>;
  author: Generated<string | null>;
}

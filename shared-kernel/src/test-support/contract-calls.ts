/**
 * Every call of SPEC section 7 the front ends make, with the contract's schema of its answer: the
 * MSW handlers are typed by it (a fixture that breaks the contract does not compile) and check it
 * at run time too (an answer built in a test that breaks it fails the test).
 */
import * as v from 'valibot';
import { AddressSchema, CustomerSchema } from '@parts/contract/customer';
import { CartLineSchema, ImportReportSchema, TotalsSchema, UpdateItemResponseSchema } from '@parts/contract/cart';
import {
  BoardDetailSchema,
  BoardListItemSchema,
  CategorySchema,
  CurrentVehicleSchema,
  EquipmentConditionSchema,
  FilterOptionSchema,
  FindResultSchema,
  HotspotSchema,
  NameSearchResultSchema,
  ProductStockBatchSchema,
  ProductStockSchema,
  RecentVehicleSchema,
  VehicleListItemSchema,
} from '@parts/contract/catalogue';
import { ConfirmCheckoutResultSchema, PaymentMethodsSchema, ShippingAddressDataSchema, ShippingMethodsSchema } from '@parts/contract/checkout';
import { NoticesSchema, SuccessSchema } from '@parts/contract/common';
import { ShoppingListSchema } from '@parts/contract/lists';
import { CreditLimitSchema, DealerSystemOrderSchema, OrderDetailSchema, OrderListSchema } from '@parts/contract/orders';
import {
  CountrySchema,
  CurrencySchema,
  LanguageSchema,
  SlideSchema,
  StateProvinceSchema,
  StoreConfigSchema,
  StoreSchema,
  TopicSchema,
  WarehouseSchema,
} from '@parts/contract/store';

/** The answer of a call that adds parts: the spec's notices, or with ?report=lines (extension import-report) the report. */
const BulkAnswerSchema = v.union([NoticesSchema, ImportReportSchema]);

export const CALLS = {
  'POST /api/user/login': v.string(),
  'POST /api/user/logout': SuccessSchema,
  'POST /api/Customer/register': SuccessSchema,
  'POST /api/Customer/PasswordRecovery': SuccessSchema,
  'POST /api/Customer/PasswordRecoveryConfirm': SuccessSchema,
  'GET /api/Customer/get': CustomerSchema,
  'POST /api/Customer/Update': SuccessSchema,
  'POST /api/Customer/SetPassword': SuccessSchema,
  'POST /api/Customer/AddAddress': AddressSchema,
  'POST /api/Customer/UpdateAddress': AddressSchema,
  'POST /api/Customer/DeleteAddress': SuccessSchema,
  'GET /api/Order/List': OrderListSchema,
  'GET /api/Order/get': OrderDetailSchema,
  'GET /api/level4Customer/incadeaOrders': v.array(DealerSystemOrderSchema),
  'GET /api/Level4Customer/CreditLimit': CreditLimitSchema,
  'GET /api/Level4/Cart': v.array(CartLineSchema),
  'POST /api/ShoppingCart/Totals': TotalsSchema,
  'POST /api/Level4/AddItem': BulkAnswerSchema,
  'POST /api/Level4/cartFromCsv': BulkAnswerSchema,
  'POST /api/ShoppingCart/DeleteItem': SuccessSchema,
  'POST /api/ShoppingCart/UpdateItem': UpdateItemResponseSchema,
  'POST /api/ShoppingCart/ClearCart': SuccessSchema,
  'GET /api/ShoppingCart/ShippingAddress': ShippingAddressDataSchema,
  'GET /api/ShoppingCart/ShippingMethods': ShippingMethodsSchema,
  'GET /api/ShoppingCart/PaymentMethods': PaymentMethodsSchema,
  'POST /api/ShoppingCart/ConfirmCheckout': ConfirmCheckoutResultSchema,
  'GET /api/ShoppingList': v.array(ShoppingListSchema),
  'POST /api/ShoppingList': ShoppingListSchema,
  'PUT /api/ShoppingList/:id': ShoppingListSchema,
  'DELETE /api/ShoppingList/:id': SuccessSchema,
  'POST /api/ShoppingList/CreateCart/:id': BulkAnswerSchema,
  'POST /api/Level4Category/List': v.array(CategorySchema),
  'POST /api/Level4Product/VehicleConditions': v.array(EquipmentConditionSchema),
  'POST /api/Level4Product/Boards': v.array(BoardListItemSchema),
  'POST /api/Level4Product/Board': BoardDetailSchema,
  'POST /api/Level4Product/Find': FindResultSchema,
  'GET /api/Level4Product/Search': NameSearchResultSchema,
  'GET /api/Level4Product/Hotspots': v.array(HotspotSchema),
  'GET /api/level4/Vehicle': v.array(VehicleListItemSchema),
  'POST /api/level4/ProductStock': ProductStockSchema,
  'POST /api/level4/ProductStock/Batch': ProductStockBatchSchema,
  'POST /api/level4/VehicleFilter': v.array(FilterOptionSchema),
  'POST /api/Level4/VehicleSearch': CurrentVehicleSchema,
  'GET /api/RecentVehicles': v.array(RecentVehicleSchema),
  'POST /api/RecentVehicles': v.array(RecentVehicleSchema),
  'GET /api/Topic/list': v.array(TopicSchema),
  'GET /api/Topic/get': TopicSchema,
  'GET /api/config': StoreConfigSchema,
  'GET /api/Store/get': v.nullable(StoreSchema),
  'GET /api/Store/list': v.array(StoreSchema),
  'GET /api/Language/list': v.array(LanguageSchema),
  'GET /api/Currency': v.array(CurrencySchema),
  'GET /api/country': v.array(CountrySchema),
  'GET /api/StateProvince/list': v.array(StateProvinceSchema),
  'GET /api/Warehouse/list': v.array(WarehouseSchema),
  'GET /api/slider': v.array(SlideSchema),
} as const;

export type Call = keyof typeof CALLS;
/** What the contract lets the server answer to a call (its schema's input). */
export type AnswerOf<C extends Call> = v.InferInput<(typeof CALLS)[C]>;

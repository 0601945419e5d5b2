/**
 * The request body of each call, as the contract's request schema takes it (SPEC section 7). Type
 * imports only: the front ends send these shapes without shipping the rules the API checks them by.
 * `http.post`/`http.put` take a body of this type for a path listed here.
 */
import type * as v from 'valibot';
import type { AddItemRequest, CartFromCsvRequest } from '@parts/contract/cart';
import type { ProductStockBatchRequest, ProductStockRequest } from '@parts/contract/catalogue';
import type { checkoutRequestSchema, checkoutRequestWithReferenceSchema } from '@parts/contract/checkout-request';
import type {
  AddressDeleteRequest,
  AddressUpdateRequest,
  LoginRequest,
  NewAddressRequest,
  PasswordRecoveryConfirmRequest,
  PasswordRecoveryRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  SetPasswordRequest,
} from '@parts/contract/customer';
import type { CreateCartRequest, NewShoppingListRequest, ShoppingListUpdateRequest } from '@parts/contract/lists';

type In<S extends v.GenericSchema> = v.InferInput<S>;

/** POST bodies by path. */
export interface PostBodies {
  '/api/user/login': In<typeof LoginRequest>;
  '/api/user/logout': undefined;
  '/api/Customer/register': In<typeof RegistrationRequest>;
  '/api/Customer/PasswordRecovery': In<typeof PasswordRecoveryRequest>;
  '/api/Customer/PasswordRecoveryConfirm': In<typeof PasswordRecoveryConfirmRequest>;
  '/api/Customer/Update': In<typeof ProfileUpdateRequest>;
  '/api/Customer/SetPassword': In<typeof SetPasswordRequest>;
  '/api/Customer/AddAddress': In<typeof NewAddressRequest>;
  '/api/Customer/UpdateAddress': In<typeof AddressUpdateRequest>;
  '/api/Customer/DeleteAddress': In<typeof AddressDeleteRequest>;
  '/api/Level4/AddItem': In<typeof AddItemRequest>;
  '/api/Level4/cartFromCsv': In<typeof CartFromCsvRequest>;
  '/api/level4/ProductStock': In<typeof ProductStockRequest>;
  '/api/level4/ProductStock/Batch': In<typeof ProductStockBatchRequest>;
  '/api/ShoppingCart/Totals': In<typeof checkoutRequestSchema>;
  '/api/ShoppingCart/ConfirmCheckout': In<typeof checkoutRequestWithReferenceSchema>;
  '/api/ShoppingList': In<typeof NewShoppingListRequest>;
}

/** PUT bodies by path. */
export interface PutBodies {
  [path: `/api/ShoppingList/${number}`]: In<typeof ShoppingListUpdateRequest>;
}

/** POST bodies of paths with an id in them. */
interface PostBodiesById {
  [path: `/api/ShoppingList/CreateCart/${number}`]: In<typeof CreateCartRequest>;
  /* the calls that add parts, asking for their report (?report=lines, extension import-report) */
  [path: `/api/ShoppingList/CreateCart/${number}?${string}`]: In<typeof CreateCartRequest>;
  [path: `/api/Level4/AddItem?${string}`]: In<typeof AddItemRequest>;
  [path: `/api/Level4/cartFromCsv?${string}`]: In<typeof CartFromCsvRequest>;
}

/**
 * The body a POST to `P` takes: the contract's request type for a listed path, else `unknown`
 * (the calls whose request the contract does not describe yet: UpdateItem, DeleteItem, the
 * catalogue's filters; their schemas live in the API's routes until they move to the contract).
 */
export type PostBody<P extends string> = P extends keyof PostBodies
  ? PostBodies[P]
  : P extends keyof PostBodiesById
    ? PostBodiesById[P]
    : unknown;

export type PutBody<P extends string> = P extends `/api/ShoppingList/${number}` ? PutBodies[P] : unknown;

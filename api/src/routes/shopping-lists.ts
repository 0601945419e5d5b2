import * as v from 'valibot';
import { success, SuccessSchema } from '@parts/contract/common';
import { ImportReportQuery } from '@parts/contract/cart';
import { BulkAnswerSchema, bulkAnswer, bulkOptions } from './bulk-answer';
import { CreateCartRequest, NewShoppingListRequest, ShoppingListSchema, ShoppingListUpdateRequest } from '@parts/contract/lists';
import { cartContext } from '../domain/cart';
import { changeList, createList, listToCart, removeList, shoppingLists } from '../domain/shopping-lists';
import { EXTENSIONS } from '@parts/contract/store';
import { id } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';

const tag = 'Shopping lists';

const ListPath = v.object({ id: id('id') });

export const shoppingListRoutes = routePlugin(tag, ({ db, storeConfig, extensions }) => {
  return [
    defineRoute({
      method: 'GET', url: '/api/ShoppingList', auth: true, summary: "The customer's shopping lists with their items", response: v.array(ShoppingListSchema),
      handler: async ({ customerId, language }) => shoppingLists(db, customerId, language),
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingList', auth: true, response: ShoppingListSchema,
      summary: 'Create a list; without Items the current cart is saved into it',
      body: NewShoppingListRequest,
      handler: async ({ body, customerId, language }) => {
        return createList(db, customerId, body.Name, body.Items, language);
      },
    }),
    defineRoute({
      method: 'PUT', url: '/api/ShoppingList/:id', auth: true, response: ShoppingListSchema, params: ListPath,
      summary: 'Rename a list and/or replace its items',
      body: ShoppingListUpdateRequest,
      handler: async ({ body, params, customerId, language }) => {
        return changeList(db, customerId, params.id, body, language);
      },
    }),
    defineRoute({
      method: 'DELETE', url: '/api/ShoppingList/:id', auth: true, response: SuccessSchema, params: ListPath,
      summary: 'Remove a list',
      handler: async ({ params, customerId, language }) => {
        await removeList(db, customerId, params.id, language);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingList/CreateCart/:id', auth: true, response: BulkAnswerSchema, params: ListPath, query: ImportReportQuery,
      summary: 'Move the chosen items of a list (part numbers; [] = all) into the cart with their list quantities (a part without a price stays out, and the notices say so). Extension import-report: with ?report=lines { Notices, Lines }, a line per item',
      body: CreateCartRequest,
      handler: async ({ body, params, query, customerId, language }) => {
        const context = cartContext((await storeConfig()).general.vehicleBrand);
        const options = bulkOptions(query, extensions);
        return bulkAnswer(await listToCart(db, customerId, params.id, body, context, language, extensions.has(EXTENSIONS.supersession), options), options);
      },
    }),
  ];
});

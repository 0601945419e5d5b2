import { success } from '@parts/contract/common';
import { bulkAnswer, bulkOptions } from './bulk-answer';
import { cartContext } from '../domain/cart';
import { changeList, createList, listToCart, removeList, shoppingLists } from '../domain/shopping-lists';
import { EXTENSIONS } from '@parts/contract/store';
import { markWithdrawnItems } from '../domain/withdrawn';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Shopping lists';

export const shoppingListRoutes = routePlugin(tag, ({ db, storeConfig, extensions }) => {
  /** Extension team: a list names its author (the company's lists are everybody's); without it the spec's fields only. */
  const authored = <L extends { Author?: string }>(list: L): L => {
    if (extensions.has(EXTENSIONS.team)) return list;
    const { Author: _author, ...rest } = list;
    return rest as L;
  };
  return [
    callRoute(CALLS['GET /api/ShoppingList'], {
      summary: "The customer's shopping lists with their items",
      handler: async ({ customerId, language }) => {
        const lists = (await shoppingLists(db, customerId, language)).map(authored);
        // extension feeds: an item whose part a catalogue feed withdrew says so
        return extensions.has(EXTENSIONS.feeds) ? markWithdrawnItems(db, lists, language) : lists;
      },
    }),
    callRoute(CALLS['POST /api/ShoppingList'], {
      summary: 'Create a list; without Items the current cart is saved into it',
      handler: async ({ body, cartOwner, language }) => {
        return authored(await createList(db, cartOwner, body.Name, body.Items, language));
      },
    }),
    callRoute(CALLS['PUT /api/ShoppingList/:id'], {
      summary: 'Rename a list and/or replace its items',
      handler: async ({ body, params, customerId, language }) => {
        return authored(await changeList(db, customerId, params.id, body, language));
      },
    }),
    callRoute(CALLS['DELETE /api/ShoppingList/:id'], {
      summary: 'Remove a list',
      handler: async ({ params, customerId, language }) => {
        await removeList(db, customerId, params.id, language);
        return success();
      },
    }),
    callRoute(CALLS['POST /api/ShoppingList/CreateCart/:id'], {
      summary:
        'Move the chosen items of a list (part numbers; [] = all) into the cart with their list quantities (a part without a price stays out, and the notices say so). Extension import-report: with ?report=lines { Notices, Lines }, a line per item',
      handler: async ({ body, params, query, cartOwner, language }) => {
        const context = cartContext((await storeConfig()).general.vehicleBrand);
        const options = bulkOptions(query, extensions);
        return bulkAnswer(
          await listToCart(db, cartOwner, params.id, body, context, language, extensions.has(EXTENSIONS.supersession), options),
          options,
        );
      },
    }),
  ];
});

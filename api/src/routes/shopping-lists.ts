import * as v from 'valibot';
import { NoticesSchema, success, SuccessSchema } from '@parts/contract/common';
import { CreateCartRequest, NewShoppingListRequest, ShoppingListSchema, ShoppingListUpdateRequest } from '@parts/contract/lists';
import { findPart } from '../data/cart';
import { inTransaction } from '../db/database';
import { addResolvedToCart, cartContext } from '../domain/cart';
import { resolveParts } from '../domain/supersession';
import { EXTENSIONS } from '@parts/contract/store';
import { cartAsListItems, customerLists, deleteList, insertList, listNameTaken, renameList, replaceListItems, type ListItem } from '../data/shopping-lists';
import { NotFound, ValidationFailed, type FieldErrors } from '../domain/errors';
import { id } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';

const tag = 'Shopping lists';

const ListPath = v.object({ id: id('id') });

export const shoppingListRoutes = routePlugin(tag, ({ db, storeConfig, extensions }) => {
  /** Part numbers to list items; unknown numbers answer 400 keyed by their row. */
  const toItems = async (items: readonly { Sku: string; Quantity: number }[]): Promise<ListItem[]> => {
    const errors: FieldErrors = {};
    const result: ListItem[] = [];
    for (const [index, item] of items.entries()) {
      const part = await findPart(db, { sku: item.Sku });
      if (!part) errors[`Items.${index}.Sku`] = [`SKU ${item.Sku} not found`];
      else result.push({ productId: part.id, quantity: item.Quantity });
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return result;
  };
  const ownList = async (customerId: number, listId: number, language: Language) => {
    const [list] = await customerLists(db, customerId, language, listId);
    if (!list) throw new NotFound();
    return list;
  };
  const nameTaken = (customerId: number, name: string, exceptListId = 0) => listNameTaken(db, customerId, name, exceptListId);

  return [
    defineRoute({
      method: 'GET', url: '/api/ShoppingList', auth: true, summary: "The customer's shopping lists with their items", response: v.array(ShoppingListSchema),
      handler: async ({ customerId, language }) => customerLists(db, customerId, language),
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingList', auth: true, response: ShoppingListSchema,
      summary: 'Create a list; without Items the current cart is saved into it',
      body: NewShoppingListRequest,
      handler: async ({ body, customerId, language }) => {
        if (await nameTaken(customerId, body.Name)) throw ValidationFailed.field('Name', 'You already have a list with this name.');
        const items = body.Items ? await toItems(body.Items) : await cartAsListItems(db, customerId);
        const listId = await inTransaction(db, async (trx) => {
          const created = await insertList(trx, customerId, body.Name);
          await replaceListItems(trx, created, items);
          return created;
        });
        return ownList(customerId, listId, language);
      },
    }),
    defineRoute({
      method: 'PUT', url: '/api/ShoppingList/:id', auth: true, response: ShoppingListSchema, params: ListPath,
      summary: 'Rename a list and/or replace its items',
      body: ShoppingListUpdateRequest,
      handler: async ({ body, params, customerId, language }) => {
        await ownList(customerId, params.id, language);
        if (body.Name !== undefined && (await nameTaken(customerId, body.Name, params.id))) throw ValidationFailed.field('Name', 'You already have a list with this name.');
        const items = body.Items && (await toItems(body.Items));
        await inTransaction(db, async (trx) => {
          if (body.Name !== undefined) await renameList(trx, customerId, params.id, body.Name);
          if (items) await replaceListItems(trx, params.id, items);
        });
        return ownList(customerId, params.id, language);
      },
    }),
    defineRoute({
      method: 'DELETE', url: '/api/ShoppingList/:id', auth: true, response: SuccessSchema, params: ListPath,
      summary: 'Remove a list',
      handler: async ({ params, customerId, language }) => {
        await ownList(customerId, params.id, language);
        await deleteList(db, customerId, params.id);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingList/CreateCart/:id', auth: true, response: NoticesSchema, params: ListPath,
      summary: 'Move the chosen items of a list (part numbers; [] = all) into the cart with their list quantities',
      body: CreateCartRequest,
      handler: async ({ body, params, customerId, language }) => {
        const list = await ownList(customerId, params.id, language);
        const chosen = new Set(body.map((sku) => sku.toUpperCase()));
        const items = chosen.size === 0 ? list.Items : list.Items.filter((item) => chosen.has(item.Sku.toUpperCase()));
        const missing = [...chosen].filter((sku) => !list.Items.some((item) => item.Sku.toUpperCase() === sku)).map((sku) => translate(language, `SKU ${sku} is not on the list`));
        const context = cartContext((await storeConfig()).general.vehicleBrand);
        // a list may keep a part superseded since it was saved: the cart gets what replaces it (one query for all items)
        const { byId } = await resolveParts(db, { ids: items.map((item) => item.ProductId) }, extensions.has(EXTENSIONS.supersession), language);
        return inTransaction(db, async (trx) => {
          const notices = [...missing];
          for (const item of items) {
            const resolution = byId.get(item.ProductId);
            if (resolution) notices.push(...(await addResolvedToCart(trx, customerId, resolution, item.Quantity, context, language, true)));
          }
          return notices;
        });
      },
    }),
  ];
});

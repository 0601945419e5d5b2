import * as v from 'valibot';
import { NoticesSchema, success, SuccessSchema } from '@parts/contract/common';
import { CreateCartRequest, NewShoppingListRequest, ShoppingListSchema, ShoppingListUpdateRequest } from '@parts/contract/lists';
import { findPart } from '../data/cart';
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

export const shoppingListRoutes = routePlugin(tag, ({ sql, storeConfig, extensions }) => {
  /** Part numbers to list items; unknown numbers answer 400 keyed by their row. */
  const toItems = (items: readonly { Sku: string; Quantity: number }[]): ListItem[] => {
    const errors: FieldErrors = {};
    const result = items.flatMap((item, index) => {
      const part = findPart(sql, { sku: item.Sku });
      if (!part) errors[`Items.${index}.Sku`] = [`SKU ${item.Sku} not found`];
      return part ? [{ productId: part.id, quantity: item.Quantity }] : [];
    });
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    return result;
  };
  const ownList = (customerId: number, listId: number, language: Language) => {
    const [list] = customerLists(sql, customerId, language, listId);
    if (!list) throw new NotFound();
    return list;
  };
  const nameTaken = (customerId: number, name: string, exceptListId = 0) => listNameTaken(sql, customerId, name, exceptListId);

  return [
    defineRoute({
      method: 'GET', url: '/api/ShoppingList', auth: true, summary: "The customer's shopping lists with their items", response: v.array(ShoppingListSchema),
      handler: ({ customerId, language }) => customerLists(sql, customerId, language),
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingList', auth: true, response: ShoppingListSchema,
      summary: 'Create a list; without Items the current cart is saved into it',
      body: NewShoppingListRequest,
      handler: ({ body, customerId, language }) => {
        if (nameTaken(customerId, body.Name)) throw ValidationFailed.field('Name', 'You already have a list with this name.');
        const items = body.Items ? toItems(body.Items) : cartAsListItems(sql, customerId);
        const listId = sql.transaction(() => {
          const created = insertList(sql, customerId, body.Name);
          replaceListItems(sql, created, items);
          return created;
        });
        return ownList(customerId, listId, language);
      },
    }),
    defineRoute({
      method: 'PUT', url: '/api/ShoppingList/:id', auth: true, response: ShoppingListSchema, params: ListPath,
      summary: 'Rename a list and/or replace its items',
      body: ShoppingListUpdateRequest,
      handler: ({ body, params, customerId, language }) => {
        ownList(customerId, params.id, language);
        if (body.Name !== undefined && nameTaken(customerId, body.Name, params.id)) throw ValidationFailed.field('Name', 'You already have a list with this name.');
        const items = body.Items && toItems(body.Items);
        sql.transaction(() => {
          if (body.Name !== undefined) renameList(sql, customerId, params.id, body.Name);
          if (items) replaceListItems(sql, params.id, items);
        });
        return ownList(customerId, params.id, language);
      },
    }),
    defineRoute({
      method: 'DELETE', url: '/api/ShoppingList/:id', auth: true, response: SuccessSchema, params: ListPath,
      summary: 'Remove a list',
      handler: ({ params, customerId, language }) => {
        ownList(customerId, params.id, language);
        deleteList(sql, customerId, params.id);
        return success();
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingList/CreateCart/:id', auth: true, response: NoticesSchema, params: ListPath,
      summary: 'Move the chosen items of a list (part numbers; [] = all) into the cart with their list quantities',
      body: CreateCartRequest,
      handler: ({ body, params, customerId, language }) => {
        const list = ownList(customerId, params.id, language);
        const chosen = new Set(body.map((sku) => sku.toUpperCase()));
        const items = chosen.size === 0 ? list.Items : list.Items.filter((item) => chosen.has(item.Sku.toUpperCase()));
        const missing = [...chosen].filter((sku) => !list.Items.some((item) => item.Sku.toUpperCase() === sku)).map((sku) => translate(language, `SKU ${sku} is not on the list`));
        const context = cartContext(storeConfig().general.vehicleBrand);
        // a list may keep a part superseded since it was saved: the cart gets what replaces it (one query for all items)
        const { byId } = resolveParts(sql, { ids: items.map((item) => item.ProductId) }, extensions.has(EXTENSIONS.supersession), language);
        return sql.transaction(() => [
          ...missing,
          ...items.flatMap((item) => {
            const resolution = byId.get(item.ProductId);
            return resolution ? addResolvedToCart(sql, customerId, resolution, item.Quantity, context, language, true) : [];
          }),
        ]);
      },
    }),
  ];
});

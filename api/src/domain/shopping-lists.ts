import type { ImportLine } from '@parts/contract/cart';
import type { ShoppingList } from '@parts/contract/lists';
import { findPart } from '../data/cart';
import { inTransaction, type Executor } from '../data/executor';
import {
  cartAsListItems,
  customerLists,
  deleteList,
  insertList,
  listNameTaken,
  renameList,
  replaceListItems,
  type ListItem,
} from '../data/shopping-lists';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { personName } from '../data/team';
import { addResolvedPartsToCart, type BulkItem, type BulkOptions, type CartContext, type CartOwner } from './cart';
import { NotFound, ValidationFailed, type FieldErrors } from './errors';
import { resolveParts } from './supersession';

/** Shopping lists: named lists of parts a dealer keeps and puts into the cart (routes/shopping-lists.ts). */

const NAME_TAKEN = 'You already have a list with this name.';

export async function shoppingLists(db: Executor, customerId: number, language: Language): Promise<ShoppingList[]> {
  return customerLists(db, customerId, language);
}

/** One of the customer's lists; NotFound for another's or none. */
async function ownList(db: Executor, customerId: number, listId: number, language: Language): Promise<ShoppingList> {
  const [list] = await customerLists(db, customerId, language, listId);
  if (!list) throw new NotFound();
  return list;
}

/** Part numbers to list items; unknown numbers answer 400 keyed by their row. */
async function toItems(db: Executor, items: readonly { Sku: string; Quantity: number }[]): Promise<ListItem[]> {
  const errors: FieldErrors = {};
  const result: ListItem[] = [];
  for (const [index, item] of items.entries()) {
    const part = await findPart(db, { sku: item.Sku });
    if (!part) errors[`Items.${index}.Sku`] = [`SKU ${item.Sku} not found`];
    else result.push({ productId: part.id, quantity: item.Quantity });
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return result;
}

/** A new list of the items given, or of the cart's lines when none are given; its name unique among the customer's lists. */
export async function createList(
  db: Executor,
  owner: CartOwner,
  name: string,
  items: readonly { Sku: string; Quantity: number }[] | undefined,
  language: Language,
): Promise<ShoppingList> {
  // the company's list, from the cart of the person signed in (extension team)
  const { customerId } = owner;
  if (await listNameTaken(db, customerId, name, 0)) throw ValidationFailed.field('Name', NAME_TAKEN);
  const listItems = items ? await toItems(db, items) : await cartAsListItems(db, owner);
  const listId = await inTransaction(db, async (trx) => {
    const author = { employeeId: owner.employeeId === 0 ? null : owner.employeeId, name: await personName(trx, owner) };
    const created = await insertList(trx, customerId, name, undefined, author);
    await replaceListItems(trx, created, listItems);
    return created;
  });
  return ownList(db, customerId, listId, language);
}

/** Renames a list and/or replaces its items. */
export async function changeList(
  db: Executor,
  customerId: number,
  listId: number,
  change: { Name?: string | undefined; Items?: readonly { Sku: string; Quantity: number }[] | undefined },
  language: Language,
): Promise<ShoppingList> {
  await ownList(db, customerId, listId, language);
  const { Name: name } = change;
  if (name !== undefined && (await listNameTaken(db, customerId, name, listId))) throw ValidationFailed.field('Name', NAME_TAKEN);
  const items = change.Items && (await toItems(db, change.Items));
  await inTransaction(db, async (trx) => {
    if (name !== undefined) await renameList(trx, customerId, listId, name);
    if (items) await replaceListItems(trx, listId, items);
  });
  return ownList(db, customerId, listId, language);
}

export async function removeList(db: Executor, customerId: number, listId: number, language: Language): Promise<void> {
  await ownList(db, customerId, listId, language);
  await deleteList(db, customerId, listId);
}

/**
 * Puts a list's items (those whose numbers are chosen; all when none are) into the cart; a list may
 * keep a part superseded since it was saved: the cart gets what replaces it (one query for all
 * items). Answers the notices, first the chosen numbers not on the list.
 */
export async function listToCart(
  db: Executor,
  owner: CartOwner,
  listId: number,
  chosenSkus: readonly string[],
  context: CartContext,
  language: Language,
  followSupersession: boolean,
  options?: BulkOptions,
): Promise<{ notices: string[]; lines: ImportLine[] }> {
  const list = await ownList(db, owner.customerId, listId, language);
  const chosen = new Set(chosenSkus.map((sku) => sku.toUpperCase()));
  const items = chosen.size === 0 ? list.Items : list.Items.filter((item) => chosen.has(item.Sku.toUpperCase()));
  const missing = [...chosen]
    .filter((sku) => !list.Items.some((item) => item.Sku.toUpperCase() === sku))
    .map((sku): BulkItem => ({ sku, quantity: 0, notice: translate(language, `SKU ${sku} is not on the list`) }));
  const { byId } = await resolveParts(db, { ids: items.map((item) => item.ProductId) }, followSupersession, language);
  const resolved = items.flatMap((item) => {
    const resolution = byId.get(item.ProductId);
    return resolution ? [{ sku: item.Sku, resolution, quantity: item.Quantity }] : [];
  });
  return addResolvedPartsToCart(db, owner, [...missing, ...resolved], context, language, true, followSupersession, options);
}

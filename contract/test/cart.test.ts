import * as v from 'valibot';
import { AddItemRequest, CartFromCsvRequest, quickCartFormSchema } from '../src/cart';
import { partNumber } from '../src/fields';
import { KEYS, messagesOf, refusedFields } from './verdict';

const form = quickCartFormSchema(KEYS);
/** The quick cart sends the part number to Find, then the found part's id and the quantity to AddItem. */
const find = v.object({ sku: partNumber() });
const apiRefuses = (sku: string, quantity: number) =>
  [...refusedFields(find, { sku }), ...refusedFields(AddItemRequest, { ProductId: 7, Quantity: quantity }).map(() => 'quantity')].sort();

describe('quick cart: the API (Find, AddItem) and the quick-cart form accept and refuse the same inputs', () => {
  it.each<[string, string, number, string[]]>([
    ['a part number and 1', '99110000001', 1, []],
    ['the most a line takes', ' 99110000001 ', 9999, []],
    ['no part number', '', 1, ['sku']],
    ['a blank part number', '   ', 1, ['sku']],
    ['quantity 0', '99110000001', 0, ['quantity']],
    ['a negative quantity', '99110000001', -2, ['quantity']],
    ['a part quantity', '99110000001', 1.5, ['quantity']],
    ['more than a line takes', '99110000001', 10000, ['quantity']],
  ])('%s', (_case, sku, quantity, refused) => {
    expect(refusedFields(form, { sku, quantity })).toEqual(refused);
    expect(apiRefuses(sku, quantity)).toEqual(refused);
  });

  it('the form has one message for every wrong quantity; the API says which bound', () => {
    expect(messagesOf(form, { sku: 'x', quantity: 0 }, 'quantity')).toEqual([KEYS.quantity]);
    expect(messagesOf(AddItemRequest, { ProductId: 7, Quantity: 0 }, 'Quantity')).toEqual(['Quantity must be at least 1.']);
    expect(messagesOf(AddItemRequest, { ProductId: 7, Quantity: 10000 }, 'Quantity')).toEqual(['Quantity must be at most 9999.']);
  });

  it('AddItem takes 1 when no quantity is sent', () => {
    expect(v.parse(AddItemRequest, { ProductId: 7 })).toMatchObject({ Quantity: 1 });
  });

  it('a CSV row takes the same quantities', () => {
    for (const quantity of [1, 9999, 0, 10000, 1.5]) {
      const rowRefused = refusedFields(CartFromCsvRequest, [{ sku: '99110000001', quantity }]).length > 0;
      expect(rowRefused).toBe(refusedFields(form, { sku: 'x', quantity }).length > 0);
    }
  });
});

import * as v from 'valibot';
import { listNameFormRule, NewShoppingListRequest, ShoppingListUpdateRequest } from '../src/lists';
import { KEYS, messagesOf, refusedFields } from './verdict';

describe("a list's name: the API and the save-cart form accept and refuse the same names", () => {
  const rule = listNameFormRule(KEYS.required);
  it.each<[string, boolean]>([
    ['Winter tyres', true],
    ['  Brakes  ', true],
    ['', false],
    ['   ', false],
  ])('%j', (name, accepted) => {
    expect(refusedFields(rule, name)).toEqual(accepted ? [] : ['']);
    expect(refusedFields(NewShoppingListRequest, { Name: name })).toEqual(accepted ? [] : ['Name']);
    expect(refusedFields(ShoppingListUpdateRequest, { Name: name })).toEqual(accepted ? [] : ['Name']);
  });

  it('the API says the name is required, the form its i18n key', () => {
    expect(messagesOf(NewShoppingListRequest, { Name: ' ' }, 'Name')).toEqual(['Name is required.']);
    expect(v.safeParse(rule, ' ').issues?.map((issue) => issue.message)).toEqual([KEYS.required]);
  });
});

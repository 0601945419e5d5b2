import { formatNumber, readNumber } from './numbers';

const value = (text: string, locale: string, rules = {}) => {
  const reading = readNumber(text, locale, rules);
  return reading.ok ? reading.value : reading.empty ? 'empty' : reading.error.key.replace('messages:number.', '');
};

describe('numbers as Polish people type them', () => {
  test.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['12', 12],
    [' 0,25 ', 0.25],
    ['1 234,50', 1234.5],
    ['1\u00a0234,5', 1234.5],
    ['-50', -50],
    ['\u221250', -50],
    ['7,', 7],
  ])('%p is %p', (text, expected) => expect(value(text, 'pl')).toBe(expected));

  test.each(['7,5,3', '1.234,5', '7 5', 'abc', '7,5%', '1 23,5', '--5', ','])('%p is refused, never read as another number', (text) => {
    expect(value(text, 'pl')).toBe('invalid');
  });
});

describe('numbers in English', () => {
  test.each([
    ['7.5', 7.5],
    ['1,234.50', 1234.5],
    ['.5', 0.5],
  ])('%p is %p', (text, expected) => expect(value(text, 'en')).toBe(expected));

  test("'7,5' is refused in English, not read as 75", () => {
    expect(value('7,5', 'en')).toBe('invalid');
    expect(value('1,23', 'en')).toBe('invalid');
  });
});

test('decimals beyond the allowed ones, whole numbers and ranges are said', () => {
  expect(value('2,5', 'pl', { decimals: 0 })).toBe('whole');
  expect(value('7,555', 'pl')).toBe('invalid');
  expect(value('0', 'pl', { decimals: 0, min: 1, max: 9999 })).toBe('range');
  expect(value('10000', 'pl', { decimals: 0, min: 1, max: 9999 })).toBe('range');
  expect(value('', 'pl')).toBe('empty');
  const refused = readNumber('0', 'pl', { decimals: 0, min: 1, max: 9999 });
  expect(!refused.ok && refused.error?.params).toEqual({ min: '1', max: '9999' });
  const example = readNumber('x', 'pl');
  expect(!example.ok && example.error?.params).toEqual({ example: '7,5' });
});

test("a number shown back in the field: the language's separator, no grouping", () => {
  expect(formatNumber(7.5, 'pl')).toBe('7,5');
  expect(formatNumber(7.5, 'en')).toBe('7.5');
  expect(formatNumber(1234.5, 'pl')).toBe('1234,5');
  expect(formatNumber(-50, 'pl')).toBe('-50');
  expect(formatNumber(0.125, 'pl', 2)).toBe('0,13');
});

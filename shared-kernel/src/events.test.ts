import { emit, lastValue, notify, on } from './events';

beforeEach(() => {
  delete window.__partsEvents;
});

test('a late subscriber gets the last value at once, then every new one', () => {
  emit('cart:count', 3);
  const seen: number[] = [];
  const off = on('cart:count', (count) => seen.push(count));
  emit('cart:count', 4);
  off();
  emit('cart:count', 5);
  expect(seen).toEqual([3, 4]);
  expect(lastValue('cart:count')).toBe(5);
});

test('replay can be turned off', () => {
  emit('auth:token', 'abc');
  const seen: Array<string | null> = [];
  on('auth:token', (token) => seen.push(token), { replay: false });
  emit('auth:token', null);
  expect(seen).toEqual([null]);
});

test('events travel over window, so a second copy of the kernel hears them', () => {
  const seen: unknown[] = [];
  window.addEventListener('parts:locale', (event) => seen.push((event as CustomEvent).detail));
  emit('locale', 'en');
  expect(seen).toEqual(['en']);
  expect(window.__partsEvents?.last.locale).toBe('en');
});

test('notify sends a typed notice', () => {
  const seen: unknown[] = [];
  on('notify', (notice) => seen.push(notice));
  notify('success', 'Product added to cart');
  expect(seen).toEqual([{ kind: 'success', message: 'Product added to cart' }]);
});

test('nothing is replayed for an event never sent', () => {
  const handler = jest.fn();
  on('vehicle', handler);
  expect(handler).not.toHaveBeenCalled();
});

import { askedQuery, cleanDay, filterOrders, hasFilters, localDay, NO_FILTERS, readFilters, writeFilters } from './order-filters';

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

const orders = [
  { Id: 1, OrderNumber: '100001', CreatedOn: at('2024-11-05'), OrderStatus: 'Cancelled', CustomerReference: '' },
  { Id: 2, OrderNumber: '100002', CreatedOn: at('2025-01-14', 0), OrderStatus: 'Complete', CustomerReference: 'ZZ/2025/014' },
  { Id: 3, OrderNumber: '100003', CreatedOn: at('2025-03-02', 23), OrderStatus: 'Processing', CustomerReference: 'Zlecenie Łódź 17' },
  { Id: 4, OrderNumber: '100014', CreatedOn: at('2025-05-20'), OrderStatus: 'Pending', CustomerReference: '' },
];
const ids = (list: { Id: number }[]) => list.map((order) => order.Id);

describe('order history filters', () => {
  test('by part of the order number', () => {
    expect(ids(filterOrders(orders, { ...NO_FILTERS, number: '0001' }, true))).toEqual([1, 4]);
    expect(ids(filterOrders(orders, { ...NO_FILTERS, number: ' 100002 ' }, true))).toEqual([2]);
  });

  test("by date range, both days included, in the dealer's calendar", () => {
    expect(ids(filterOrders(orders, { ...NO_FILTERS, from: '2025-01-14', to: '2025-03-02' }, true))).toEqual([2, 3]);
    expect(ids(filterOrders(orders, { ...NO_FILTERS, from: '2025-03-03' }, true))).toEqual([4]);
    expect(ids(filterOrders(orders, { ...NO_FILTERS, to: '2024-12-31' }, true))).toEqual([1]);
    expect(ids(filterOrders(orders, { ...NO_FILTERS, from: '2025-06-01', to: '2025-01-01' }, true))).toEqual([]);
  });

  test('by order status', () => {
    expect(ids(filterOrders(orders, { ...NO_FILTERS, status: 'Pending' }, true))).toEqual([4]);
  });

  test("by part of the dealer's reference, case, blanks and Polish letters aside; only with the extension", () => {
    expect(ids(filterOrders(orders, { ...NO_FILTERS, ref: 'zz/2025' }, true))).toEqual([2]);
    expect(ids(filterOrders(orders, { ...NO_FILTERS, ref: 'lodz17' }, true))).toEqual([3]);
    expect(ids(filterOrders(orders, { ...NO_FILTERS, ref: 'zz/2025' }, false))).toEqual([1, 2, 3, 4]);
    expect(hasFilters({ ...NO_FILTERS, ref: 'zz' }, false)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, ref: 'zz' }, true)).toBe(true);
  });

  test("by part of a line's job (extension job-reference), case and blanks aside; only with the extension", () => {
    const withJobs = orders.map((order, index) => ({
      ...order,
      JobReferences: [['WX 4411K', 'ZL/2026/114'], [], ['wx4411k'], undefined][index],
    }));
    expect(ids(filterOrders(withJobs, { ...NO_FILTERS, job: 'wx 4411' }, true, true))).toEqual([1, 3]);
    expect(ids(filterOrders(withJobs, { ...NO_FILTERS, job: 'zl/2026' }, true, true))).toEqual([1]);
    expect(ids(filterOrders(withJobs, { ...NO_FILTERS, job: 'wx 4411' }, true, false))).toEqual([1, 2, 3, 4]);
    expect(hasFilters({ ...NO_FILTERS, job: 'wx' }, true, false)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, job: 'wx' }, true, true)).toBe(true);
    expect(readFilters(new URLSearchParams('job=WX%204411K')).job).toBe('WX 4411K');
  });

  test('filters combine', () => {
    expect(
      ids(filterOrders(orders, { ...NO_FILTERS, number: '1000', from: '2025-01-01', status: 'Processing', ref: 'łódź' }, true)),
    ).toEqual([3]);
  });

  test('the URL holds them; what it holds is cleaned: control characters gone, texts cut to 50, only real days', () => {
    const read = readFilters(
      new URLSearchParams(`number=10%0A0&from=2025-02-30&to=2025-03-02&status=Pending&ref=${'x'.repeat(80)}&backorders=yes&other=1`),
    );
    expect(read).toEqual({
      number: '100',
      from: '',
      to: '2025-03-02',
      status: 'Pending',
      ref: 'x'.repeat(50),
      job: '',
      backorders: '',
      by: '',
      vor: '',
    });
    expect(
      writeFilters(new URLSearchParams('other=1&number=9'), { ...NO_FILTERS, from: '2025-01-01', status: 'Complete' }).toString(),
    ).toBe('other=1&from=2025-01-01&status=Complete');
    expect(cleanDay('2024-02-29')).toBe('2024-02-29');
    expect(cleanDay('2025-02-29')).toBe('');
    expect(cleanDay('2025-1-01')).toBe('');
    expect(localDay('not a date')).toBe('');
  });

  test('quick changes each start from the one asked before, also when an older one renders in between', () => {
    const query = (text: string) => new URLSearchParams(text);
    const asked = askedQuery(query('number=100003'));
    const change = (next: Partial<typeof NO_FILTERS>) =>
      asked.ask(writeFilters(asked.current(), { ...readFilters(asked.current()), ...next }));
    change({ number: '' });
    change({ from: '2025-01-01' });
    asked.rendered(query('')); // the number's navigation renders after the date was picked
    change({ to: '2025-03-31' });
    expect(asked.current().toString()).toBe('from=2025-01-01&to=2025-03-31');
    asked.rendered(query('from=2025-01-01'));
    asked.rendered(query('from=2025-01-01&to=2025-03-31'));
    expect(asked.current().toString()).toBe('from=2025-01-01&to=2025-03-31');
    // back: a query not asked here is the one to go on from
    asked.rendered(query('from=2025-01-01'));
    change({ status: 'Complete' });
    expect(asked.current().toString()).toBe('from=2025-01-01&status=Complete');
  });
});

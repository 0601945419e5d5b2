import Papa from 'papaparse';
import { orderToCsv } from './order-to-csv';
import type { OrderItem } from './api/get-order';

const line = (sku: string, quantity: number, name: string, JobReference?: string): OrderItem => ({
  ProductId: 1,
  ProductName: name,
  Sku: sku,
  Quantity: quantity,
  UnitPrice: 40.39,
  Discount: 0,
  UnitPriceWithoutDiscount: 40.39,
  SubTotal: 40.39 * quantity,
  ...(JobReference && { JobReference }),
});

it("writes each line with its job, the cart import's columns first, semicolons and a BOM", () => {
  const csv = orderToCsv([line('99110000001', 2, 'Filtr oleju', 'WO-1042'), line('99340000001', 1, 'Klocki hamulcowe')]);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\n')).toEqual([
    'sku;quantity;job;name;unit_price;sub_total',
    '99110000001;2;WO-1042;Filtr oleju;40.39;80.78',
    '99340000001;1;;Klocki hamulcowe;40.39;40.39',
    '',
  ]);
});

it('keeps a name with the separator or quotes in one cell, and a formula-like name from running in a spreadsheet', () => {
  const csv = orderToCsv([line('99110000001', 1, 'Filtr; "oryginał"', 'KR 12345'), line('99110000002', 1, '=HYPERLINK("x")')]);
  const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
  expect(rows[1]).toEqual(['99110000001', '1', 'KR 12345', 'Filtr; "oryginał"', '40.39', '40.39']);
  expect(rows[2]?.[3]).toBe(`'=HYPERLINK("x")`);
});

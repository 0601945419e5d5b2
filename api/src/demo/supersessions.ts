/**
 * The demo's superseded part numbers (extension supersession), written after the catalogue (the
 * demo feed's last parts, supersessions.csv): the old parts are parts on no board, without stock.
 */

/** An old part number as the catalogue keeps it: its name and last price, no stock (it is no longer supplied). */
interface OldPart {
  sku: string;
  name: string;
  namePl: string;
  price: number;
  /** The current part whose picture it shows. */
  like: string;
}

export const OLD_PARTS: readonly OldPart[] = [
  { sku: '99110000102', name: 'Oil filter element', namePl: 'Wkład filtra oleju', price: 39.9, like: '99110000001' },
  { sku: '99110000101', name: 'Oil filter element', namePl: 'Wkład filtra oleju', price: 42.5, like: '99110000001' },
  {
    sku: '99340000101',
    name: 'Brake pad set, front axle, with wear sensors',
    namePl: 'Komplet klocków hamulcowych, oś przednia, z czujnikami zużycia',
    price: 455,
    like: '99340000001',
  },
];

/** Old number -> [new number, quantity] in kit order: a chain (102 -> 101 -> 001) and a kit (340101 -> 340001 x1 + 340002 x2). */
export const SUPERSESSIONS: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
  ['99110000102', [['99110000101', 1]]],
  ['99110000101', [['99110000001', 1]]],
  [
    '99340000101',
    [
      ['99340000001', 1],
      ['99340000002', 2],
    ],
  ],
];

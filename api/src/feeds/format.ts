import { PART_SHAPES } from '../images/part-shapes';
import type { Reason } from './messages';

/** The columns of the feed's CSV files (docs/feeds.md). */
export type ColumnType =
  | { kind: 'text'; max: number }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'decimal'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  /** A month `YYYY-MM`, kept as the number YYYYMM (the shop's production months). */
  | { kind: 'month' };

export interface ColumnSpec {
  name: string;
  required: boolean;
  type: ColumnType;
}

export interface FileSpec {
  file: string;
  /** The staging table of the file in the importer's own SQLite store. */
  table: string;
  columns: readonly ColumnSpec[];
  /** Columns that together are unique in the file (case-insensitive). */
  key: readonly string[];
  /** Kinds of feed the file may be in. */
  kinds: readonly ('full' | 'delta')[];
  requiredIn: readonly ('full' | 'delta')[];
}

const text = (name: string, required = false, max = 4000): ColumnSpec => ({ name, required, type: { kind: 'text', max } });
const key = (name: string, required = true): ColumnSpec => text(name, required, 100);
const int = (name: string, required: boolean, min: number, max: number): ColumnSpec => ({
  name,
  required,
  type: { kind: 'integer', min, max },
});
const order = (name = 'display_order'): ColumnSpec => int(name, false, -1_000_000, 1_000_000);
/** Optional: the order a full import numbers the parts and boards the shop does not have yet (then parts.csv's lines, then boards.csv's). */
const idOrder = (): ColumnSpec => int('id_order', false, 1, 2_000_000_000);
const bool = (name: string): ColumnSpec => ({ name, required: false, type: { kind: 'boolean' } });
const oneOf = (name: string, values: readonly string[], required = true): ColumnSpec => ({
  name,
  required,
  type: { kind: 'enum', values },
});
const money = (name: string, required: boolean): ColumnSpec => ({ name, required, type: { kind: 'decimal', min: 0, max: 10_000_000 } });
const texts = (name: string, max = 4000): ColumnSpec[] => [text(`${name}_en`, true, max), text(`${name}_pl`, false, max)];
const optionalTexts = (name: string, max = 4000): ColumnSpec[] => [text(`${name}_en`, false, max), text(`${name}_pl`, false, max)];

const litres = (name: string): ColumnSpec => ({ name, required: true, type: { kind: 'decimal', min: 0, max: 1000 } });
const month = (name: string, required = true): ColumnSpec => ({ name, required, type: { kind: 'month' } });

/** The vehicle catalogue's files (SPEC section 3): a full feed has all of VEHICLE_FILES or none of them. */
const VEHICLE_SPECS: readonly FileSpec[] = [
  {
    file: 'series.csv',
    table: 'series',
    key: ['code'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('code'), int('type', true, 1, 1_000_000), ...texts('name', 200)],
  },
  {
    file: 'engines.csv',
    table: 'engines',
    key: ['code'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('code'), ...texts('name', 200), ...texts('fuel', 50), litres('oil_l'), litres('coolant_l')],
  },
  {
    file: 'equipment.csv',
    table: 'equipment',
    key: ['code'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('code'), ...texts('name', 200), ...texts('purpose', 100)],
  },
  {
    file: 'models.csv',
    table: 'models',
    key: ['serie', 'code'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('serie'), key('code'), text('name', true, 200)],
  },
  {
    file: 'model_equipment.csv',
    table: 'model_equipment',
    key: ['serie', 'model', 'equipment'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('serie'), key('model'), key('equipment')],
  },
  {
    file: 'variants.csv',
    table: 'variants',
    key: ['key'],
    kinds: ['full'],
    requiredIn: [],
    columns: [
      key('key'),
      key('serie'),
      key('model'),
      key('body'),
      key('engine'),
      key('version'),
      key('steering'),
      key('transmission'),
      month('produced_from'),
      month('produced_to'),
    ],
  },
  {
    file: 'vehicles.csv',
    table: 'vehicles',
    key: ['vin'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('vin'), key('variant'), month('production_month'), key('paint'), key('upholstery')],
  },
  {
    file: 'vehicle_equipment.csv',
    table: 'vehicle_equipment',
    key: ['vin', 'equipment'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('vin'), key('equipment'), bool('optional'), bool('retrofitted')],
  },
  {
    file: 'campaigns.csv',
    table: 'campaigns',
    key: ['vin', 'number'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('vin'), key('number'), ...texts('description', 2000), ...texts('status', 100), ...optionalTexts('reservations', 2000)],
  },
];

/** The vehicle files a full feed with vehicles must have (model_equipment.csv and vehicle_equipment.csv may be left out). */
export const VEHICLE_FILES = ['series.csv', 'engines.csv', 'equipment.csv', 'models.csv', 'variants.csv', 'vehicles.csv'] as const;
export const VEHICLE_TABLES: readonly string[] = VEHICLE_SPECS.map((spec) => spec.table);

export const BOX = { width: 800, height: 560 } as const;

export const FILES: readonly FileSpec[] = [
  {
    file: 'pictures.csv',
    table: 'pictures',
    key: ['key'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('key'), ...texts('title', 200), oneOf('shape', PART_SHAPES), text('file', false, 200)],
  },
  {
    file: 'categories.csv',
    table: 'categories',
    key: ['key'],
    kinds: ['full'],
    requiredIn: ['full'],
    columns: [
      key('key'),
      key('parent', false),
      oneOf('vehicle_category', ['PKW', 'KRAD']),
      ...texts('name', 200),
      key('picture', false),
      order(),
    ],
  },
  {
    file: 'parts.csv',
    table: 'parts',
    key: ['number'],
    kinds: ['full', 'delta'],
    requiredIn: ['full'],
    columns: [
      key('number'),
      ...texts('name', 400),
      ...optionalTexts('description'),
      int('quantity', true, 1, 9999),
      key('picture', false),
      idOrder(),
    ],
  },
  {
    file: 'part_attributes.csv',
    table: 'part_attributes',
    key: ['number', 'name_en'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('number'), ...texts('name', 100), ...texts('value', 1000), order()],
  },
  {
    file: 'boards.csv',
    table: 'boards',
    key: ['number'],
    kinds: ['full'],
    requiredIn: ['full'],
    columns: [
      key('number'),
      key('category'),
      key('serie', false),
      ...texts('title', 400),
      ...optionalTexts('description'),
      ...optionalTexts('diagram_title', 400),
      text('diagram_file', false, 200),
      bool('retrofit'),
      idOrder(),
    ],
  },
  {
    file: 'board_parts.csv',
    table: 'board_parts',
    key: ['board', 'part', 'position'],
    kinds: ['full'],
    requiredIn: ['full'],
    columns: [
      key('board'),
      text('position', true, 20),
      key('part'),
      int('quantity', true, 1, 9999),
      ...optionalTexts('comment_before', 400),
      ...optionalTexts('comment_after', 400),
      key('model', false),
      key('engine', false),
      key('equipment', false),
      bool('equipment_required'),
      order(),
    ],
  },
  {
    file: 'hotspots.csv',
    table: 'hotspots',
    key: ['board', 'position'],
    // in a delta: the hotspots of each board it names replace that board's (a new drawing moves them)
    kinds: ['full', 'delta'],
    requiredIn: ['full'],
    columns: [
      key('board'),
      text('position', true, 20),
      int('x1', true, -100_000, 100_000),
      int('y1', true, -100_000, 100_000),
      int('x2', true, -100_000, 100_000),
      int('y2', true, -100_000, 100_000),
    ],
  },
  {
    file: 'part_links.csv',
    table: 'part_links',
    key: ['part', 'kind', 'linked_part'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('part'), oneOf('kind', ['bundle', 'repair', 'fit']), key('linked_part'), int('quantity', false, 1, 9999)],
  },
  {
    file: 'supersessions.csv',
    table: 'supersessions',
    key: ['part', 'replacement'],
    kinds: ['full'],
    requiredIn: [],
    columns: [key('part'), key('replacement'), int('quantity', false, 1, 999), order()],
  },
  {
    file: 'prices.csv',
    table: 'prices',
    key: ['number'],
    kinds: ['full', 'delta'],
    requiredIn: [],
    columns: [key('number'), money('price_gross', true), money('price_net', false)],
  },
  {
    file: 'stock.csv',
    table: 'stock',
    key: ['number', 'warehouse'],
    kinds: ['full', 'delta'],
    requiredIn: [],
    columns: [key('number'), int('warehouse', true, 1, 1_000_000), int('quantity', true, 0, 100_000_000)],
  },
  {
    file: 'warehouses.csv',
    table: 'warehouses',
    key: ['number'],
    kinds: ['full'],
    requiredIn: [],
    columns: [
      int('number', true, 1, 1_000_000),
      ...texts('name', 200),
      bool('branch'),
      text('address', true, 200),
      text('city', true, 100),
      text('zip', true, 20),
      key('country'),
      text('phone', true, 50),
      text('email', true, 200),
      text('url', false, 400),
    ],
  },
  {
    file: 'lead_times.csv',
    table: 'lead_times',
    key: ['warehouse', 'branch'],
    kinds: ['full', 'delta'],
    requiredIn: [],
    columns: [int('warehouse', true, 1, 1_000_000), int('branch', true, 1, 1_000_000), int('working_days', true, 0, 365)],
  },
  {
    file: 'pages.csv',
    table: 'pages',
    key: ['name'],
    kinds: ['full'],
    requiredIn: [],
    columns: [
      key('name'),
      ...texts('title', 200),
      ...texts('body', 20_000),
      int('footer_row', false, 1, 3),
      bool('sitemap'),
      bool('top_menu'),
      order(),
    ],
  },
  ...VEHICLE_SPECS,
  {
    /** A delta's new diagram file of a board of the shop (its hotspots stay unless the delta's hotspots.csv names the board). */
    file: 'board_diagrams.csv',
    table: 'board_diagrams',
    key: ['board'],
    kinds: ['delta'],
    requiredIn: [],
    columns: [key('board'), text('file', true, 200), ...optionalTexts('title', 400)],
  },
  {
    /** A delta's new picture file of a part (of the delta's parts.csv or the shop). */
    file: 'part_pictures.csv',
    table: 'part_pictures',
    key: ['number'],
    kinds: ['delta'],
    requiredIn: [],
    columns: [key('number'), text('file', true, 200), ...optionalTexts('title', 200)],
  },
  {
    file: 'withdrawn.csv',
    table: 'withdrawn',
    key: ['number'],
    kinds: ['delta'],
    requiredIn: [],
    columns: [key('number'), key('replacement', false)],
  },
];

export const fileSpec = (file: string): FileSpec | undefined => FILES.find((spec) => spec.file === file);

/** A feed file's header as the shop writes it (export, demo feed): the format's columns in their order, less the optional ones it leaves out. */
export function feedHeader(file: string, leftOut: readonly string[] = []): string[] {
  const spec = fileSpec(file);
  if (!spec) throw new Error(`not a feed file: ${file}`);
  for (const name of leftOut) {
    if (spec.columns.find((column) => column.name === name)?.required !== false)
      throw new Error(`${file}: ${name} is not an optional column`);
  }
  return spec.columns.map((column) => column.name).filter((name) => !leftOut.includes(name));
}

export type Cell = string | number | null;

/** A cell's value by its column's type; a Reason when it is not one. */
export function parseCell(raw: string, column: ColumnSpec, decimal: '.' | ','): Cell | Reason {
  const value = raw.trim();
  if (value === '') return column.required ? { code: 'required' } : null;
  const type = column.type;
  switch (type.kind) {
    case 'text':
      return value.length > type.max ? { code: 'too-long', limit: type.max } : value;
    case 'enum':
      return type.values.includes(value) ? value : { code: 'one-of', values: type.values };
    case 'boolean':
      return value === '0' || value === '1' ? Number(value) : { code: 'boolean' };
    case 'integer': {
      if (!/^-?\d{1,12}$/.test(value)) return { code: 'integer' };
      const n = Number(value);
      return n < type.min || n > type.max ? { code: 'range', min: type.min, max: type.max } : n;
    }
    case 'month': {
      const match = /^(\d{4})-(\d{2})$/.exec(value);
      const m = Number(match?.[2] ?? 0);
      return match && m >= 1 && m <= 12 ? Number(match[1]) * 100 + m : { code: 'month' };
    }
    case 'decimal': {
      const other = decimal === '.' ? ',' : '.';
      if (new RegExp(`^-?\\d+\\${other}\\d+$`).test(value)) return { code: decimal === '.' ? 'decimal-comma' : 'decimal-dot' };
      if (!new RegExp(`^-?\\d{1,12}(\\${decimal}\\d{1,6})?$`).test(value)) return { code: 'decimal' };
      const n = Number(value.replace(',', '.'));
      return n < type.min || n > type.max ? { code: 'range', min: type.min, max: type.max } : n;
    }
  }
}

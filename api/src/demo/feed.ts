import { once } from 'node:events';
import { createWriteStream, mkdirSync, writeFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { feedHeader } from '../feeds/format';
import { seedCatalogue } from './catalogue';
import { Random } from './random';
import { seedReferenceData } from './reference-data';
import { SeedRows, type SeedRow, type SeedValue } from './rows';
import { DEMO_PLANS, DEMO_SEED, type DemoPlan, type DemoSize } from './seed';
import { OLD_PARTS, SUPERSESSIONS } from './supersessions';
import { seedVehicleCatalogue } from './vehicles';

type Table = Parameters<SeedRows['add']>[0];
type Value = SeedValue | undefined;

/** A CSV value (`;` separated): quoted when it holds the separator, a quote or a line break (as exportFeed writes them). */
function cell(value: Value): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const month = (yyyymm: Value): string => {
  const value = Number(yyyymm);
  return `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`;
};

/** The feed files the demo writes (docs/feeds.md), each headed by the format's columns (feedHeader). */
type FeedFile =
  | 'pictures.csv'
  | 'categories.csv'
  | 'parts.csv'
  | 'part_attributes.csv'
  | 'boards.csv'
  | 'board_parts.csv'
  | 'hotspots.csv'
  | 'part_links.csv'
  | 'supersessions.csv'
  | 'prices.csv'
  | 'stock.csv'
  | 'warehouses.csv'
  | 'lead_times.csv'
  | 'series.csv'
  | 'engines.csv'
  | 'equipment.csv'
  | 'models.csv'
  | 'model_equipment.csv'
  | 'variants.csv'
  | 'vehicles.csv'
  | 'vehicle_equipment.csv'
  | 'pages.csv'
  | 'campaigns.csv';
/** The demo's catalogue prices are gross only. */
const LEFT_OUT: Partial<Record<FeedFile, readonly string[]>> = { 'prices.csv': ['price_net'] };

/** The shop's tables whose rows the feed carries (the rest stays the shop's own data, seeded by code). */
const FEED_TABLES: ReadonlySet<Table> = new Set<Table>([
  'pictures',
  'categories',
  'diagrams',
  'products',
  'product_attributes',
  'hotspots',
  'board_parts',
  'product_links',
  'warehouse_stock',
  'warehouses',
  'delivery_lead_times',
  'series',
  'engines',
  'equipment',
  'models',
  'model_equipment',
  'vehicle_variants',
  'vehicles',
  'vehicle_equipment',
  'technical_campaigns',
  'topics',
]);

/**
 * A demo page's HTML (`<p>` paragraphs, one a line, as the demo writes them) as the feed's plain
 * text: paragraphs apart by an empty line, which the import turns back into the same HTML. A page
 * with any other markup, or a character the import escapes, is refused (the format's pages are
 * plain text).
 */
function plainText(html: Value, page: Value): string | null {
  if (html === null || html === undefined || html === '') return null;
  return String(html)
    .split('\n')
    .map((line) => {
      const paragraph = /^<p>([^<>&"']*)<\/p>$/.exec(line)?.[1];
      if (paragraph === undefined) throw new Error(`demo feed: page ${String(page)} is not plain paragraphs: ${line}`);
      return paragraph;
    })
    .join('\n\n');
}

const need = <V>(map: ReadonlyMap<number, V>, id: Value, what: string): V => {
  const value = map.get(Number(id));
  if (value === undefined) throw new Error(`demo feed: unknown ${what} ${String(id)}`);
  return value;
};

/**
 * The demo generator's rows written as a full feed (docs/feeds.md), straight to CSV: each row the
 * generator adds (in the shop's shape, with ids) becomes a line of its feed file, its references
 * turned into the feed's keys (part numbers, VINs, codes). The shop's own reference data (stores,
 * countries, bodies, steerings...) is not part of the feed: only read for the codes it gives.
 * Memory: the lines of one serie between two writes, and the id -> key maps of parts, boards and
 * vehicles (a million part numbers for the huge demo).
 */
class DemoFeedRows extends SeedRows {
  private readonly out = new Map<FeedFile, WriteStream>();
  private readonly counts: Partial<Record<FeedFile, number>> = {};
  /** Product id -> part number (parts and boards). */
  private readonly skus = new Map<number, string>();
  /** Part number -> picture key (the old part numbers show the picture of the part that replaces them). */
  readonly pictureOf = new Map<string, string | null>();
  /** Parts written without their Quantity attribute yet (it comes right after the part). */
  private readonly pendingParts = new Map<number, SeedRow>();
  private readonly diagrams = new Map<number, SeedRow>();
  private readonly boardOfDiagram = new Map<number, string>();
  private readonly codes = new Map<string, Map<number, string>>();
  private readonly models = new Map<number, { serie: string; code: string }>();
  private readonly vins = new Map<number, string>();
  private readonly links = new Set<string>();
  private vehicleEquipment: { vehicle: number; codes: Set<string> } = { vehicle: 0, codes: new Set() };

  private sinceWrite = 0;

  /**
   * `shop`: where the rows that are not in the feed go (the shop's reference data, stores, slides,
   * shipping, and the warehouses that pickup points name), for seedDemoData;
   * without it they are only read for their codes.
   */
  constructor(
    private readonly dir: string,
    private readonly shop?: SeedRows,
  ) {
    super();
    mkdirSync(dir, { recursive: true });
  }

  private line(file: FeedFile, values: readonly Value[]): void {
    let stream = this.out.get(file);
    if (!stream) {
      stream = createWriteStream(join(this.dir, file));
      stream.write(`${feedHeader(file, LEFT_OUT[file]).join(';')}\n`);
      this.out.set(file, stream);
    }
    stream.write(`${values.map(cell).join(';')}\n`);
    this.counts[file] = (this.counts[file] ?? 0) + 1;
    this.sinceWrite++;
    this.peakBuffered = Math.max(this.peakBuffered, this.sinceWrite);
  }

  private code(table: string, id: Value): string {
    return need(this.codes.get(table) ?? new Map<number, string>(), id, table);
  }

  private remember(table: string, id: Value, code: Value): void {
    let map = this.codes.get(table);
    if (!map) this.codes.set(table, (map = new Map()));
    map.set(Number(id), String(code));
  }

  private sku(id: Value): string {
    return need(this.skus, id, 'product');
  }

  private part(row: SeedRow, quantity: Value): void {
    const picture = row.picture_id ? `P${String(row.picture_id)}` : null;
    this.pictureOf.set(String(row.sku), picture);
    this.line('parts.csv', [
      row.sku,
      row.name,
      row.name_pl,
      row.full_description || null,
      row.full_description_pl,
      quantity,
      picture,
      row.id,
    ]);
    if (Number(row.price) > 0) this.line('prices.csv', [row.sku, row.price]);
  }

  override add(table: Table, row: SeedRow): void {
    if (this.shop && !FEED_TABLES.has(table)) this.shop.add(table, row);
    if (this.shop && table === 'warehouses') this.shop.add(table, row);
    switch (table) {
      case 'pictures':
        // the demo's pictures and diagrams are drawn by the shop: no files (as feed:export writes them: the same columns)
        return this.line('pictures.csv', [`P${String(row.id)}`, row.title, row.title_pl, row.shape, null]);
      case 'categories':
        return this.line('categories.csv', [
          `C${String(row.id)}`,
          Number(row.parent_id) > 0 ? `C${String(row.parent_id)}` : null,
          row.category,
          row.name,
          row.name_pl,
          row.picture_id ? `P${String(row.picture_id)}` : null,
          row.display_order,
        ]);
      case 'diagrams':
        this.diagrams.set(Number(row.id), row);
        return;
      case 'products': {
        const id = Number(row.id);
        this.skus.set(id, String(row.sku));
        if (row.product_type === 'SimpleProduct') {
          this.pendingParts.set(id, row);
          return;
        }
        const diagram = need(this.diagrams, row.diagram_id, 'diagram');
        this.diagrams.delete(Number(row.diagram_id));
        this.boardOfDiagram.set(Number(row.diagram_id), String(row.sku));
        return this.line('boards.csv', [
          row.sku,
          `C${String(row.category_id)}`,
          row.serie_code,
          row.name,
          row.name_pl,
          row.full_description || null,
          row.full_description_pl,
          diagram.title,
          diagram.title_pl,
          null,
          row.retrofit,
          row.id,
        ]);
      }
      case 'product_attributes': {
        const pending = this.pendingParts.get(Number(row.product_id));
        if (row.name === 'Quantity' && pending) {
          this.pendingParts.delete(Number(row.product_id));
          return this.part(pending, row.value);
        }
        return this.line('part_attributes.csv', [
          this.sku(row.product_id),
          row.name,
          row.name_pl,
          row.value,
          row.value_pl,
          row.display_order,
        ]);
      }
      case 'hotspots':
        return this.line('hotspots.csv', [
          need(this.boardOfDiagram, row.diagram_id, 'diagram'),
          row.position,
          row.x1,
          row.y1,
          row.x2,
          row.y2,
        ]);
      case 'board_parts':
        return this.line('board_parts.csv', [
          this.sku(row.board_id),
          row.position,
          this.sku(row.product_id),
          row.quantity,
          row.comment_before,
          row.comment_before_pl,
          row.comment_after,
          row.comment_after_pl,
          row.model_id ? need(this.models, row.model_id, 'model').code : null,
          row.engine_id ? this.code('engines', row.engine_id) : null,
          row.equipment_id ? this.code('equipment', row.equipment_id) : null,
          row.equipment_required,
          row.display_order,
        ]);
      case 'product_links': {
        // the same link twice is one link (the seed writes it once: ON CONFLICT DO NOTHING)
        const key = `${String(row.product_id)}/${String(row.kind)}/${String(row.linked_product_id)}`;
        if (this.links.has(key)) return;
        this.links.add(key);
        return this.line('part_links.csv', [this.sku(row.product_id), row.kind, this.sku(row.linked_product_id), row.quantity]);
      }
      case 'warehouse_stock':
        return this.line('stock.csv', [this.sku(row.product_id), row.warehouse_id, row.quantity]);
      case 'countries':
        return this.remember('countries', row.id, row.two_letter_iso_code);
      case 'warehouses':
        return this.line('warehouses.csv', [
          row.id,
          row.name,
          row.name_pl,
          row.is_branch_office,
          row.address1,
          row.city,
          row.zip_postal_code,
          this.code('countries', row.country_id),
          row.phone_number,
          row.email,
          row.url,
        ]);
      case 'delivery_lead_times':
        return this.line('lead_times.csv', [row.warehouse_id, row.branch_warehouse_id, row.working_days]);
      case 'series':
        return this.line('series.csv', [row.code, row.type_id, row.name, row.name_pl]);
      case 'bodies':
      case 'steerings':
      case 'transmissions':
        return this.remember(table, row.id, row.code);
      case 'engines':
        this.remember('engines', row.id, row.code);
        return this.line('engines.csv', [
          row.code,
          row.name,
          row.name_pl,
          row.fuel,
          row.fuel_pl,
          row.oil_capacity_l,
          row.coolant_capacity_l,
        ]);
      case 'equipment':
        this.remember('equipment', row.id, row.code);
        return this.line('equipment.csv', [row.code, row.name, row.name_pl, row.purpose, row.purpose_pl]);
      case 'models':
        this.models.set(Number(row.id), { serie: String(row.serie_code), code: String(row.code) });
        return this.line('models.csv', [row.serie_code, row.code, row.name]);
      case 'model_equipment': {
        const model = need(this.models, row.model_id, 'model');
        return this.line('model_equipment.csv', [model.serie, model.code, this.code('equipment', row.equipment_id)]);
      }
      case 'vehicle_variants':
        return this.line('variants.csv', [
          `V${String(row.id)}`,
          row.serie_code,
          need(this.models, row.model_id, 'model').code,
          this.code('bodies', row.body_id),
          this.code('engines', row.engine_id),
          row.version_code,
          this.code('steerings', row.steering_id),
          this.code('transmissions', row.transmission_id),
          month(row.produced_from),
          month(row.produced_to),
        ]);
      case 'vehicles':
        this.vins.set(Number(row.id), String(row.vin));
        return this.line('vehicles.csv', [
          row.vin,
          `V${String(row.variant_id)}`,
          month(row.production_month),
          row.paint_code,
          row.upholstery_code,
        ]);
      case 'vehicle_equipment': {
        // equipment the model has as standard stays standard (the seed writes the first row: ON CONFLICT DO NOTHING)
        const vehicle = Number(row.vehicle_id);
        if (this.vehicleEquipment.vehicle !== vehicle) this.vehicleEquipment = { vehicle, codes: new Set() };
        const code = this.code('equipment', row.equipment_id);
        if (this.vehicleEquipment.codes.has(code)) return;
        this.vehicleEquipment.codes.add(code);
        return this.line('vehicle_equipment.csv', [need(this.vins, vehicle, 'vehicle'), code, row.optional, row.retrofitted]);
      }
      case 'topics':
        return this.line('pages.csv', [
          row.se_name,
          row.title,
          row.title_pl,
          plainText(row.body, row.se_name),
          plainText(row.body_pl, row.se_name),
          row.include_in_footer_row1 ? 1 : row.include_in_footer_row2 ? 2 : row.include_in_footer_row3 ? 3 : null,
          row.include_in_sitemap,
          row.include_in_top_menu,
          row.display_order,
        ]);
      case 'technical_campaigns':
        return this.line('campaigns.csv', [
          need(this.vins, row.vehicle_id, 'vehicle'),
          row.campaign_number,
          row.description,
          row.description_pl,
          row.status,
          row.status_pl,
          row.reservations || null,
          row.reservations_pl || null,
        ]);
      default:
        // the shop's reference data, stores, slides, shipping and payment: not in the feed
        return;
    }
  }

  /** Writes the lines added so far (waits for the files to take them): the memory of one serie. */
  override async write(): Promise<void> {
    this.sinceWrite = 0;
    for (const stream of this.out.values()) if (stream.writableNeedDrain) await once(stream, 'drain');
  }

  /** The demo's superseded part numbers: parts (not on a board, no stock, no price list line beyond their last price) and what replaces them. */
  supersessions(): void {
    for (const part of OLD_PARTS) {
      const row: SeedRow = {
        sku: part.sku,
        name: part.name,
        name_pl: part.namePl,
        full_description: `${part.name}. No longer supplied: replaced by a newer part number.`,
        full_description_pl: `${part.namePl}. Już niedostarczana: zastąpiona nowszym numerem części.`,
        price: part.price,
        picture_id: null,
        id: this.nextId('products'),
      };
      const picture = this.pictureOf.get(part.like) ?? null;
      this.pictureOf.set(part.sku, picture);
      this.line('parts.csv', [row.sku, row.name, row.name_pl, row.full_description, row.full_description_pl, 1, picture, row.id]);
      this.line('prices.csv', [row.sku, row.price]);
    }
    for (const [old, replacements] of SUPERSESSIONS) {
      for (const [order, [sku, quantity]] of replacements.entries()) this.line('supersessions.csv', [old, sku, quantity, order]);
    }
  }

  /** Ends every file and writes the manifest; returns the lines per file. */
  async close(version: string): Promise<Partial<Record<FeedFile, number>>> {
    if (this.pendingParts.size > 0) throw new Error(`demo feed: ${this.pendingParts.size} parts without their Quantity attribute`);
    for (const stream of this.out.values()) {
      stream.end();
      await once(stream, 'finish');
    }
    writeFileSync(
      join(this.dir, 'manifest.json'),
      `${JSON.stringify({ format: 1, kind: 'full', created: new Date().toISOString(), version, decimal: '.' }, null, 2)}\n`,
    );
    return this.counts;
  }
}

/**
 * Writes the demo catalogue and vehicles of a size (small, large, huge) as a full feed folder,
 * straight from the generator (no database in between): the same parts, boards, vehicles, prices
 * and stock, for `importFeed` (`seedDemoData` and `pnpm demo:feed`). With `shop`, the rows the feed
 * does not carry go there (seedDemoData writes them to the shop's database).
 */
export async function writeDemoFeed(
  size: DemoSize | DemoPlan,
  dir: string,
  shop?: SeedRows,
  stats?: { peakBufferedRows: number },
): Promise<{ lines: Partial<Record<FeedFile, number>>; categoryIds: ReadonlyMap<string, number> }> {
  const plan = typeof size === 'string' ? DEMO_PLANS[size] : size;
  const random = new Random(DEMO_SEED);
  const rows = new DemoFeedRows(dir, shop);
  seedReferenceData(rows);
  const vehicles = await seedVehicleCatalogue(rows, random, plan.extraSeries, plan.vehiclesPerSerie, () => rows.write());
  const categoryIds = await seedCatalogue(rows, random, vehicles, { partsPerBoard: plan.partsPerBoard }, () => rows.write());
  rows.supersessions();
  const lines = await rows.close(`demo-${typeof size === 'string' ? size : 'custom'}`);
  if (stats) stats.peakBufferedRows = rows.peakBuffered;
  return { lines, categoryIds };
}

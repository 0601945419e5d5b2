import type { Executor } from '../db/database';
import { searchColumns } from '../db/search-key';
import type { SeedRows } from './rows';
import { hotspotCell, MAX_POSITIONS } from '../images/diagram-layout';
import type { PartShape } from '../images/part-shapes';
import { polish } from './polish';
import type { Random } from './random';
import { CENTRAL_WAREHOUSE, GDANSK_BRANCH, KRAKOW_BRANCH, POZNAN_BRANCH, WROCLAW_BRANCH } from './reference-data';
import type { EquipmentCode, SerieSummary, VehicleCatalogue } from './vehicles';

interface LeafPlan {
  name: string;
  /** The part the leaf is about, singular: names the generated parts ("Radiator bracket"). */
  item: string;
  shape: PartShape;
  price: readonly [number, number];
  /** Parts conditioned on this equipment: half need it, half need it absent. */
  equipment?: EquipmentCode;
  /** 'only': every board is a retrofit kit; 'both': a normal board plus a retrofit kit per serie. */
  retrofit?: 'only' | 'both';
  /** One board for all vehicles instead of one per serie. */
  generic?: boolean;
}

interface BranchPlan {
  name: string;
  shape: PartShape;
  children: readonly (BranchPlan | LeafPlan)[];
}

const leaf = (name: string, item: string, shape: PartShape, price: readonly [number, number], extra: Partial<LeafPlan> = {}): LeafPlan => ({
  name,
  item,
  shape,
  price,
  ...extra,
});

const CAR_CATEGORIES: readonly BranchPlan[] = [
  {
    name: 'Engine',
    shape: 'gear',
    children: [
      {
        name: 'Lubrication',
        shape: 'filter',
        children: [
          leaf('Oil filter', 'Oil filter', 'filter', [5, 300], { equipment: 'ELS' }),
          leaf('Oil pump', 'Oil pump', 'gear', [20, 900]),
          leaf('Oil pan', 'Oil pan', 'box', [10, 700]),
        ],
      },
      {
        name: 'Cylinder head',
        shape: 'box',
        children: [
          leaf('Cylinder head gasket', 'Cylinder head', 'box', [5, 400]),
          leaf('Valve cover', 'Valve cover', 'box', [10, 600]),
          leaf('Camshaft', 'Camshaft', 'gear', [20, 1500]),
        ],
      },
      {
        name: 'Belt drive',
        shape: 'belt',
        children: [leaf('Poly-V belt', 'Poly-V belt', 'belt', [10, 250]), leaf('Belt tensioner', 'Belt tensioner', 'gear', [15, 500])],
      },
    ],
  },
  {
    name: 'Cooling',
    shape: 'box',
    children: [
      {
        name: 'Radiator',
        shape: 'box',
        children: [leaf('Radiator', 'Radiator', 'box', [10, 1800]), leaf('Coolant hoses', 'Coolant hose', 'hose', [5, 300])],
      },
      {
        name: 'Water pump and thermostat',
        shape: 'gear',
        children: [leaf('Water pump', 'Water pump', 'gear', [10, 900]), leaf('Thermostat', 'Thermostat', 'filter', [5, 400])],
      },
    ],
  },
  {
    name: 'Fuel and exhaust',
    shape: 'hose',
    children: [
      {
        name: 'Fuel system',
        shape: 'filter',
        children: [leaf('Fuel filter', 'Fuel filter', 'filter', [10, 350]), leaf('Fuel pump', 'Fuel pump', 'gear', [20, 1600])],
      },
      {
        name: 'Exhaust system',
        shape: 'hose',
        children: [
          leaf('Catalytic converter', 'Catalytic converter', 'box', [20, 4500]),
          leaf('Rear silencer', 'Rear silencer', 'hose', [10, 2200]),
        ],
      },
    ],
  },
  {
    name: 'Brakes',
    shape: 'disc',
    children: [
      {
        name: 'Front axle brake',
        shape: 'disc',
        children: [
          leaf('Brake pads front', 'Brake pad', 'pad', [8, 700], { equipment: 'BRK' }),
          leaf('Brake discs front', 'Brake disc', 'disc', [10, 1400]),
          leaf('Brake caliper front', 'Brake caliper', 'box', [10, 2100]),
        ],
      },
      {
        name: 'Rear axle brake',
        shape: 'disc',
        children: [
          leaf('Brake pads rear', 'Brake pad', 'pad', [8, 600]),
          leaf('Brake discs rear', 'Brake disc', 'disc', [10, 1200]),
          leaf('Parking brake', 'Parking brake', 'spring', [5, 800]),
        ],
      },
    ],
  },
  {
    name: 'Suspension and steering',
    shape: 'spring',
    children: [
      {
        name: 'Front axle',
        shape: 'spring',
        children: [
          leaf('Shock absorbers front', 'Shock absorber', 'spring', [10, 1500], { equipment: '486' }),
          leaf('Control arms', 'Control arm', 'bolt', [10, 900]),
        ],
      },
      {
        name: 'Steering',
        shape: 'gear',
        children: [leaf('Tie rods', 'Tie rod', 'bolt', [10, 500]), leaf('Steering gear', 'Steering gear', 'gear', [20, 5200])],
      },
    ],
  },
  {
    name: 'Electrical system',
    shape: 'lamp',
    children: [
      {
        name: 'Lighting',
        shape: 'lamp',
        children: [
          leaf('Headlamps', 'Headlamp', 'lamp', [10, 4800], { equipment: 'L01' }),
          leaf('Tail lamps', 'Tail lamp', 'lamp', [10, 1200]),
        ],
      },
      {
        name: 'Starter and alternator',
        shape: 'gear',
        children: [leaf('Starter', 'Starter', 'gear', [10, 1900]), leaf('Alternator', 'Alternator', 'gear', [10, 2600])],
      },
    ],
  },
  {
    name: 'Body',
    shape: 'box',
    children: [
      {
        name: 'Front end',
        shape: 'box',
        children: [leaf('Front bumper', 'Bumper', 'box', [5, 3200]), leaf('Bonnet', 'Bonnet', 'box', [5, 3900])],
      },
      { name: 'Mirrors', shape: 'lamp', children: [leaf('Exterior mirrors', 'Exterior mirror', 'lamp', [10, 1700], { equipment: '414' })] },
    ],
  },
  {
    name: 'Accessories and retrofit',
    shape: 'bolt',
    children: [
      {
        name: 'Towing',
        shape: 'bolt',
        children: [leaf('Trailer hitch', 'Trailer hitch', 'bolt', [10, 3400], { retrofit: 'both', equipment: 'K19' })],
      },
      {
        name: 'Comfort and assistance',
        shape: 'lamp',
        children: [
          leaf('Roof rails', 'Roof rail', 'belt', [10, 1600], { retrofit: 'only' }),
          leaf('Parking sensors', 'Parking sensor', 'lamp', [10, 900], { retrofit: 'only', equipment: 'P44' }),
        ],
      },
      { name: 'Workshop', shape: 'box', children: [leaf('Workshop consumables', 'Consumable', 'box', [5, 60], { generic: true })] },
    ],
  },
];

const MOTORCYCLE_CATEGORIES: readonly BranchPlan[] = [
  {
    name: 'Engine',
    shape: 'gear',
    children: [
      { name: 'Lubrication', shape: 'filter', children: [leaf('Oil filter', 'Oil filter', 'filter', [5, 200])] },
      { name: 'Clutch', shape: 'disc', children: [leaf('Clutch plates', 'Clutch plate', 'disc', [10, 900])] },
    ],
  },
  {
    name: 'Brakes',
    shape: 'disc',
    children: [
      {
        name: 'Front brake',
        shape: 'disc',
        children: [
          leaf('Brake pads front', 'Brake pad', 'pad', [8, 400], { equipment: 'ABS' }),
          leaf('Brake discs front', 'Brake disc', 'disc', [10, 1300]),
        ],
      },
      { name: 'Rear brake', shape: 'disc', children: [leaf('Brake pads rear', 'Brake pad', 'pad', [8, 350])] },
    ],
  },
  {
    name: 'Chassis',
    shape: 'spring',
    children: [
      { name: 'Chain drive', shape: 'belt', children: [leaf('Chain kit', 'Drive chain', 'belt', [10, 1400])] },
      { name: 'Suspension', shape: 'spring', children: [leaf('Fork seals', 'Fork', 'spring', [5, 700])] },
    ],
  },
  {
    name: 'Electrical system',
    shape: 'lamp',
    children: [{ name: 'Lighting', shape: 'lamp', children: [leaf('Headlamp', 'Headlamp', 'lamp', [10, 2200])] }],
  },
];

const COMPONENTS = [
  'housing',
  'bracket',
  'cover',
  'seal',
  'gasket',
  'clamp',
  'hose',
  'sensor',
  'connector',
  'bearing',
  'bushing',
  'retaining clip',
  'screw',
  'nut',
  'washer',
  'spring',
  'cap',
  'pipe',
  'grommet',
  'cable',
  'holder',
  'plug',
  'shim',
  'pin',
  'spacer',
  'damper',
  'shield',
  'guide',
  'lever',
  'support',
] as const;

/** A part of a board as the fixtures and the generator describe it. */
interface PartPlan {
  sku?: string;
  name: string;
  price: number;
  quantity: number;
  packQuantity?: number;
  stock: readonly (readonly [number, number])[];
  engineId?: number;
  modelId?: number;
  equipment?: { code: EquipmentCode; required: boolean };
  commentBefore?: string;
  commentAfter?: string;
  repairInfo?: string;
  reachInfo?: string;
  material?: string;
  /** Polish texts the demo dictionary cannot give (generated names and notes). */
  pl?: { name?: string; repairInfo?: string };
}

/** A board comment in Polish: the equipment-code notes, else the dictionary's text. */
function polishComment(comment: string | undefined): string | null {
  if (comment === undefined) return null;
  const code = /^(With|Without) code (\w+)$/.exec(comment);
  if (code) return `${code[1] === 'With' ? 'Z kodem' : 'Bez kodu'} ${code[2] ?? ''}`;
  return polish(comment);
}

interface Counters {
  sku: number;
  picture: number;
}

const isLeaf = (node: BranchPlan | LeafPlan): node is LeafPlan => !('children' in node);

class CatalogueWriter {
  private readonly counters: Counters = { sku: 0, picture: 0 };
  private readonly leafPictures = new Map<LeafPlan, number>();
  private readonly sharedParts = new Map<string, number[]>();
  /** Category ids by their path of English names ("PKW/Brakes", "PKW/Accessories and retrofit/Towing"). */
  readonly categoryIds = new Map<string, number>();

  constructor(
    private readonly rows: SeedRows,
    private readonly random: Random,
    private readonly equipmentIds: Map<string, number>,
  ) {}

  picture(title: string, shape: PartShape): number {
    this.counters.picture++;
    this.rows.add('pictures', { id: this.counters.picture, title, title_pl: polish(title), shape });
    return this.counters.picture;
  }

  categoryTree(
    nodes: readonly (BranchPlan | LeafPlan)[],
    category: 'PKW' | 'KRAD',
    parentId: number,
    leaves: { id: number; plan: LeafPlan }[],
    path: string = category,
  ): void {
    nodes.forEach((node, index) => {
      const pictureId = this.picture(node.name, node.shape);
      const id = this.rows.nextId('categories');
      this.categoryIds.set(`${path}/${node.name}`, id);
      this.rows.add('categories', {
        id,
        parent_id: parentId,
        category,
        name: node.name,
        name_pl: polish(node.name),
        picture_id: pictureId,
        display_order: index,
      });
      if (isLeaf(node)) {
        this.leafPictures.set(node, pictureId);
        leaves.push({ id, plan: node });
      } else {
        this.categoryTree(node.children, category, id, leaves, `${path}/${node.name}`);
      }
    });
  }

  private nextSku(): string {
    this.counters.sku++;
    return String(20000000000 + this.counters.sku);
  }

  private randomStock(): (readonly [number, number])[] {
    const warehouses = [CENTRAL_WAREHOUSE, KRAKOW_BRANCH, GDANSK_BRANCH, POZNAN_BRANCH, WROCLAW_BRANCH];
    const stock: (readonly [number, number])[] = [];
    if (this.random.chance(0.9)) stock.push([CENTRAL_WAREHOUSE, this.random.int(0, 80)]);
    for (const warehouse of warehouses.slice(1)) if (this.random.chance(0.3)) stock.push([warehouse, this.random.int(1, 12)]);
    return stock;
  }

  /** Inserts a simple product with its attributes and stock; returns its id. */
  part(plan: PartPlan, pictureId: number, description: { en: string; pl: string }): number {
    const id = this.product({
      sku: plan.sku ?? this.nextSku(),
      name: plan.name,
      name_pl: plan.pl?.name ?? polish(plan.name),
      product_type: 'SimpleProduct',
      full_description: description.en,
      full_description_pl: description.pl,
      price: plan.price,
      picture_id: pictureId,
      category_id: null,
      diagram_id: null,
      retrofit: 0,
      serie_code: null,
    });
    const pack = String(plan.packQuantity ?? 1);
    const attributes: [string, string, string][] = [['Quantity', pack, pack]];
    if (plan.material) attributes.push(['Material', plan.material, polish(plan.material)]);
    if (plan.repairInfo) attributes.push(['Repair info', plan.repairInfo, plan.pl?.repairInfo ?? polish(plan.repairInfo)]);
    if (plan.reachInfo) attributes.push(['Reach info', plan.reachInfo, polish(plan.reachInfo)]);
    attributes.forEach(([name, value, valuePl], order) => {
      this.rows.add('product_attributes', { product_id: id, name, name_pl: polish(name), value, value_pl: valuePl, display_order: order });
    });
    for (const [warehouse, quantity] of plan.stock) {
      this.rows.add('warehouse_stock', { product_id: id, warehouse_id: warehouse, quantity });
    }
    return id;
  }

  link(productId: number, kind: 'bundle' | 'repair' | 'fit', linkedId: number, quantity = 1): void {
    this.rows.add('product_links', { product_id: productId, kind, linked_product_id: linkedId, quantity });
  }

  /** A product row with its search keys (see db/search-key.ts); returns its id. */
  private product(row: {
    sku: string;
    name: string;
    name_pl: string;
    product_type: 'SimpleProduct' | 'GroupedProduct';
    full_description: string;
    full_description_pl: string;
    price: number;
    picture_id: number | null;
    category_id: number | null;
    diagram_id: number | null;
    retrofit: number;
    serie_code: string | null;
  }): number {
    const id = this.rows.nextId('products');
    this.rows.add('products', { id, ...row, ...searchColumns(row.name, row.name_pl) });
    return id;
  }

  /** A board: a grouped product with its diagram, hotspots and parts. Returns the part ids by position. */
  board(
    leafId: number,
    plan: LeafPlan,
    serie: SerieSummary | undefined,
    serieName: { en: string; pl: string },
    retrofit: boolean,
    parts: readonly (PartPlan | number)[],
  ): number[] {
    const title = `${plan.name}${retrofit ? ' (retrofit kit)' : ''}`;
    const titlePl = `${polish(plan.name)}${retrofit ? ' (zestaw do doposażenia)' : ''}`;
    const diagramId = this.rows.nextId('diagrams');
    this.rows.add('diagrams', { id: diagramId, title: `${title} - ${serieName.en}`, title_pl: `${titlePl} - ${serieName.pl}` });
    const sku = `GR-${serie?.code ?? 'ALL'}-${String(leafId).padStart(4, '0')}${retrofit ? '-R' : ''}`;
    const boardId = this.product({
      sku,
      name: title,
      name_pl: titlePl,
      product_type: 'GroupedProduct',
      full_description: `${title} for ${serieName.en}: parts diagram with ${parts.length} positions.`,
      full_description_pl: `${titlePl} do ${serieName.pl}: schemat części, ${parts.length} pozycji.`,
      price: 0,
      picture_id: null,
      category_id: leafId,
      diagram_id: diagramId,
      retrofit: retrofit ? 1 : 0,
      serie_code: serie?.code ?? null,
    });
    const pictureId = this.leafPictures.get(plan) ?? null;
    const ids: number[] = [];
    parts.slice(0, MAX_POSITIONS).forEach((part, index) => {
      const position = String(index + 1);
      const cell = hotspotCell(index, this.random);
      this.rows.add('hotspots', { diagram_id: diagramId, position, x1: cell.x1, y1: cell.y1, x2: cell.x2, y2: cell.y2 });
      const productId =
        typeof part === 'number'
          ? part
          : this.part(part, pictureId ?? 0, {
              en: `${part.name} for ${serieName.en}. Genuine Nordstern part.`,
              pl: `${part.pl?.name ?? polish(part.name)} do ${serieName.pl}. Oryginalna część Nordstern.`,
            });
      const details = typeof part === 'number' ? undefined : part;
      this.rows.add('board_parts', {
        board_id: boardId,
        product_id: productId,
        position,
        quantity: details?.quantity ?? 1,
        comment_before: details?.commentBefore ?? null,
        comment_before_pl: polishComment(details?.commentBefore),
        comment_after: details?.commentAfter ?? null,
        comment_after_pl: polishComment(details?.commentAfter),
        model_id: details?.modelId ?? null,
        engine_id: details?.engineId ?? null,
        equipment_id: details?.equipment ? (this.equipmentIds.get(details.equipment.code) ?? null) : null,
        equipment_required: details?.equipment?.required === false ? 0 : 1,
        display_order: index,
      });
      ids.push(productId);
    });
    return ids;
  }

  /** Parts every board of a leaf shares (fasteners and seals), created once per leaf. */
  shared(plan: LeafPlan, count: number): number[] {
    const existing = this.sharedParts.get(plan.name + plan.item);
    if (existing) return existing;
    const names: [string, string][] = (
      [
        ['Hexagon bolt M8x25', polish('Hexagon bolt M8x25')],
        [`${plan.item} seal`, `${polish(plan.item)}, ${polish('seal')}`],
        ['Washer 8.4 mm', polish('Washer 8.4 mm')],
      ] as [string, string][]
    ).slice(0, count);
    const ids = names.map(([name, namePl]) => {
      const pack = name.startsWith('Hexagon') ? 4 : 1;
      return this.part(
        {
          name,
          pl: { name: namePl },
          price: this.random.amount(1, 15),
          quantity: 1,
          packQuantity: pack,
          stock: [[CENTRAL_WAREHOUSE, this.random.int(100, 900)]],
          material: 'Steel',
        },
        this.leafPictures.get(plan) ?? 0,
        { en: `${name}. Sold in packs of ${pack}.`, pl: `${namePl}. Sprzedawane w opakowaniach po ${pack} szt.` },
      );
    });
    this.sharedParts.set(plan.name + plan.item, ids);
    return ids;
  }

  /** The parts of a generated board: a few shared fasteners, then the leaf's own parts. */
  generatedParts(plan: LeafPlan, serie: SerieSummary, count: number): (PartPlan | number)[] {
    const parts: (PartPlan | number)[] = [];
    const components = [...COMPONENTS];
    for (let index = 0; index < count; index++) {
      const component = components.splice(this.random.int(0, components.length - 1), 1)[0] ?? 'part';
      const name = index === 0 ? plan.item : `${plan.item} ${component}`;
      const part: PartPlan = {
        name,
        pl: { name: index === 0 ? polish(plan.item) : `${polish(plan.item)}, ${polish(component)}` },
        price: this.random.chance(0.03) ? 0 : this.random.amount(plan.price[0], index === 0 ? plan.price[1] : plan.price[1] / 4),
        quantity: this.random.chance(0.2) ? this.random.int(2, 4) : 1,
        stock: this.randomStock(),
      };
      if (this.random.chance(0.12)) {
        const torque = this.random.int(8, 120);
        part.repairInfo = `Tighten to ${torque} Nm. See workshop manual ${plan.item.toLowerCase()}.`;
        part.pl = {
          ...part.pl,
          repairInfo: `Dokręcić momentem ${torque} Nm. Patrz instrukcja warsztatowa: ${polish(plan.item).toLowerCase()}.`,
        };
      }
      if (component === 'seal' || component === 'gasket') part.reachInfo = 'Contains no SVHC substances above 0.1% w/w.';
      const model = serie.models.length > 1 && this.random.chance(0.12) ? this.random.pick(serie.models) : undefined;
      if (model) {
        part.modelId = model.id;
        part.commentBefore = 'Only for one model of this serie';
      }
      if (plan.equipment && index > 0 && index <= 2) {
        part.equipment = { code: plan.equipment, required: index === 1 };
        part.commentAfter = index === 1 ? `With code ${plan.equipment}` : `Without code ${plan.equipment}`;
      }
      parts.push(part);
    }
    return parts;
  }
}

/** The oil filter board of the Series 200: the fixture part 99110000001 and friends. */
function oilFilterParts(firstVehicleModel: SerieSummary): PartPlan[] {
  const diesel = firstVehicleModel.models.find((model) => model.fuel === 'Diesel');
  return [
    {
      sku: '99110000001',
      name: 'Oil filter element',
      price: 45.9,
      quantity: 1,
      stock: [
        [CENTRAL_WAREHOUSE, 120],
        [KRAKOW_BRANCH, 8],
        [WROCLAW_BRANCH, 3],
      ],
      repairInfo: 'Replace at every oil service (25,000 km or 1 year).',
      material: 'Cellulose / synthetic fibre',
    },
    {
      sku: '99110000002',
      name: 'Oil filter housing',
      price: 0,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 2]],
      commentAfter: 'Supplier change: temporarily unavailable',
    },
    {
      sku: '99110000003',
      name: 'Sealing ring 14x20 mm',
      price: 3.2,
      quantity: 1,
      stock: [
        [CENTRAL_WAREHOUSE, 500],
        [KRAKOW_BRANCH, 40],
      ],
      material: 'Copper',
    },
    { sku: '99110000004', name: 'Oil filter cover', price: 89.5, quantity: 1, stock: [[CENTRAL_WAREHOUSE, 12]] },
    {
      sku: '99110000005',
      name: 'O-ring 72x3 mm',
      price: 6.4,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 300]],
      reachInfo: 'Contains no SVHC substances above 0.1% w/w.',
    },
    {
      sku: '99110000006',
      name: 'Oil drain screw M14x1.5',
      price: 12.9,
      quantity: 1,
      stock: [
        [CENTRAL_WAREHOUSE, 60],
        [GDANSK_BRANCH, 10],
      ],
    },
    {
      sku: '99110000007',
      name: 'Oil filter element, diesel engine',
      price: 52.3,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 45]],
      commentBefore: 'Only for diesel engine D20D',
      ...(diesel && { engineId: diesel.engineId }),
    },
    { sku: '99110000008', name: 'Oil pressure switch', price: 118, quantity: 1, stock: [[CENTRAL_WAREHOUSE, 9]] },
    {
      sku: '99110000009',
      name: 'Oil level sensor',
      price: 264,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 7]],
      equipment: { code: 'ELS', required: true },
      commentAfter: 'With code ELS',
    },
    {
      sku: '99110000011',
      name: 'Oil cooler',
      price: 1245,
      quantity: 1,
      stock: [
        [CENTRAL_WAREHOUSE, 2],
        [POZNAN_BRANCH, 1],
      ],
    },
    {
      sku: '99110000012',
      name: 'Oil cooler gasket',
      price: 24.6,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 35]],
      reachInfo: 'Contains no SVHC substances above 0.1% w/w.',
    },
    {
      sku: '99110000013',
      name: 'Hexagon bolt M6x30',
      price: 2.1,
      quantity: 4,
      packQuantity: 4,
      stock: [[CENTRAL_WAREHOUSE, 2000]],
      material: 'Steel, zinc-plated',
    },
    {
      sku: '99110000010',
      name: 'Oil change kit',
      price: 59.9,
      quantity: 1,
      stock: [
        [CENTRAL_WAREHOUSE, 25],
        [KRAKOW_BRANCH, 5],
      ],
      commentBefore: 'Kit: filter element, sealing ring, drain screw',
    },
  ];
}

function frontBrakePadParts(): PartPlan[] {
  return [
    {
      sku: '99340000001',
      name: 'Brake pad set, front axle',
      price: 389,
      quantity: 1,
      stock: [
        [CENTRAL_WAREHOUSE, 14],
        [POZNAN_BRANCH, 2],
      ],
      repairInfo: 'Always replace the pads on both wheels of an axle.',
      material: 'Low-metallic',
    },
    { sku: '99340000002', name: 'Brake wear sensor, front', price: 49.9, quantity: 1, stock: [[CENTRAL_WAREHOUSE, 30]] },
    { sku: '99340000003', name: 'Guide bolt set', price: 36.8, quantity: 2, packQuantity: 2, stock: [[CENTRAL_WAREHOUSE, 80]] },
    {
      sku: '99340000004',
      name: 'Anti-squeal paste 5 g',
      price: 19.9,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 150]],
      reachInfo: 'Contains no SVHC substances above 0.1% w/w.',
    },
    {
      sku: '99340000005',
      name: 'Brake pad set, front axle, high-performance brake',
      price: 612,
      quantity: 1,
      stock: [[CENTRAL_WAREHOUSE, 4]],
      equipment: { code: 'BRK', required: true },
      commentAfter: 'With code BRK',
    },
    { sku: '99340000006', name: 'Spring clip', price: 8.7, quantity: 2, stock: [[CENTRAL_WAREHOUSE, 60]] },
  ];
}

const WORKSHOP_CONSUMABLES: readonly PartPlan[] = [
  {
    name: 'Brake cleaner 500 ml',
    price: 24.9,
    quantity: 1,
    stock: [[CENTRAL_WAREHOUSE, 400]],
    reachInfo: 'Highly flammable. Safety data sheet on request.',
  },
  { name: 'Assembly grease 100 g', price: 39.5, quantity: 1, stock: [[CENTRAL_WAREHOUSE, 120]] },
  { name: 'Cable ties, 100 pieces', price: 18, quantity: 1, stock: [[CENTRAL_WAREHOUSE, 90]] },
  { name: 'Threadlocker, medium strength', price: 42, quantity: 1, stock: [[CENTRAL_WAREHOUSE, 60]] },
];

/**
 * The Category slider's slides (reference data) about one category link to its page: a category
 * page shows the banner about it (brakes on the brake pages, trailer hitches on the towing pages),
 * not the same banner everywhere.
 */
const CATEGORY_SLIDES: readonly (readonly [slideId: number, categoryPath: string])[] = [
  [4, 'PKW/Brakes'],
  [5, 'PKW/Accessories and retrofit/Towing'],
];

export async function linkCategorySlides(db: Executor, categoryIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [slideId, path] of CATEGORY_SLIDES) {
    const categoryId = categoryIds.get(path);
    if (categoryId === undefined) throw new Error(`The demo category ${path} of slide ${slideId} is not in the catalogue`);
    await db
      .updateTable('slides')
      .set({ link: `/level4/category/${categoryId}` })
      .where('id', '=', slideId)
      .execute();
  }
}

export interface CatalogueSize {
  /** Parts of its own per generated board (besides the shared fasteners). */
  partsPerBoard: number;
}

/**
 * Writes the catalogue, serie by serie (`write` after each; the last rows left in `rows`); the
 * vehicle catalogue (series) is written already. Returns the category ids by path (for the slides).
 */
export async function seedCatalogue(
  rows: SeedRows,
  random: Random,
  vehicles: VehicleCatalogue,
  size: CatalogueSize,
  write: () => Promise<void>,
): Promise<ReadonlyMap<string, number>> {
  const writer = new CatalogueWriter(rows, random, vehicles.equipmentIds);
  const carLeaves: { id: number; plan: LeafPlan }[] = [];
  const motorcycleLeaves: { id: number; plan: LeafPlan }[] = [];
  writer.categoryTree(CAR_CATEGORIES, 'PKW', 0, carLeaves);
  writer.categoryTree(MOTORCYCLE_CATEGORIES, 'KRAD', 0, motorcycleLeaves);

  for (const serie of vehicles.series) {
    const leaves = serie.category === 'KRAD' ? motorcycleLeaves : carLeaves;
    const serieName = serie.name;
    for (const { id, plan } of leaves.filter((item) => !item.plan.generic)) {
      const fixture = serie.code === 'S200' && serie.category === 'PKW' ? plan.name : undefined;
      const shared = writer.shared(plan, 3);
      let own: (PartPlan | number)[];
      if (fixture === 'Oil filter') own = oilFilterParts(serie);
      else if (fixture === 'Brake pads front') own = frontBrakePadParts();
      else own = writer.generatedParts(plan, serie, size.partsPerBoard);
      const parts = fixture === 'Oil filter' || fixture === 'Brake pads front' ? [...own, shared[0] ?? 0] : [...own, ...shared];
      const positions = writer.board(id, plan, serie, serieName, plan.retrofit === 'only', parts);
      if (fixture === 'Oil filter') linkOilFilterFixtures(writer, positions);
      else if (fixture === 'Brake pads front') linkBrakePadFixtures(writer, positions);
      else linkGeneratedParts(writer, positions, shared);
      if (plan.retrofit === 'both') {
        writer.board(id, plan, serie, serieName, true, writer.generatedParts(plan, serie, Math.max(4, Math.floor(size.partsPerBoard / 2))));
      }
    }
    // serie by serie: the rows held in memory stay those of one serie whatever the size
    await write();
  }
  for (const { id, plan } of carLeaves.filter((item) => item.plan.generic)) {
    writer.board(id, plan, undefined, { en: 'all vehicles', pl: 'wszystkich pojazdów' }, false, WORKSHOP_CONSUMABLES);
  }
  return writer.categoryIds;
}

function at(positions: readonly number[], index: number): number {
  const id = positions[index];
  if (id === undefined) throw new Error('demo data: missing fixture position');
  return id;
}

function linkOilFilterFixtures(writer: CatalogueWriter, positions: readonly number[]): void {
  const [element, sealingRing, drainScrew, kit] = [at(positions, 0), at(positions, 2), at(positions, 5), at(positions, 12)];
  writer.link(element, 'fit', sealingRing);
  writer.link(element, 'repair', kit);
  writer.link(kit, 'bundle', element);
  writer.link(kit, 'bundle', sealingRing);
  writer.link(kit, 'bundle', drainScrew);
}

function linkBrakePadFixtures(writer: CatalogueWriter, positions: readonly number[]): void {
  const [pads, sensor, guideBolts, paste, clip] = [
    at(positions, 0),
    at(positions, 1),
    at(positions, 2),
    at(positions, 3),
    at(positions, 5),
  ];
  writer.link(pads, 'fit', sensor);
  writer.link(pads, 'fit', paste);
  writer.link(pads, 'bundle', clip, 2);
  writer.link(pads, 'repair', guideBolts);
}

function linkGeneratedParts(writer: CatalogueWriter, positions: readonly number[], shared: readonly number[]): void {
  const main = positions[0];
  if (main === undefined) return;
  for (const fastener of shared.slice(0, 2)) writer.link(main, 'fit', fastener);
}

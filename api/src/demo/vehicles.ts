import type { SeedRows } from './rows';
import type { Random } from './random';
import { polish } from './polish';
import { insertRows, withPolish } from './reference-data';

/** The dealer network's own brand: the default brandId 2 and marke of the store config. */
const DEFAULT_BRAND_ID = 2;

interface ModelPlan {
  code: string;
  name: string;
  engine: string;
  transmissions: readonly string[];
  equipment: readonly string[];
}

interface SeriePlan {
  code: string;
  name: string;
  /** The Polish name when it is not the demo dictionary's (generated series). */
  namePl?: string;
  typeId: number;
  from: number;
  to: number;
  bodies: readonly string[];
  versions: readonly string[];
  models: readonly ModelPlan[];
}

const ENGINES = [
  { id: 1, code: 'M15P', name: 'M15P 1.5 l petrol, 120 kW', fuel: 'Petrol', oil: 5.0, coolant: 7.5 },
  { id: 2, code: 'M20P', name: 'M20P 2.0 l petrol, 150 kW', fuel: 'Petrol', oil: 6.5, coolant: 8.5 },
  { id: 3, code: 'D20D', name: 'D20D 2.0 l diesel, 143 kW', fuel: 'Diesel', oil: 7.0, coolant: 9.5 },
  { id: 4, code: 'M30P', name: 'M30P 3.0 l petrol, 270 kW', fuel: 'Petrol', oil: 8.0, coolant: 11 },
  { id: 5, code: 'D30D', name: 'D30D 3.0 l diesel, 243 kW', fuel: 'Diesel', oil: 8.5, coolant: 12 },
  { id: 6, code: 'K12B', name: 'K12B 1.2 l boxer twin, 100 kW', fuel: 'Petrol', oil: 4.0, coolant: 1.5 },
  { id: 7, code: 'K09T', name: 'K09T 0.9 l inline twin, 77 kW', fuel: 'Petrol', oil: 3.2, coolant: 1.2 },
] as const;

const BODIES = [
  { id: 1, code: 'SAL', name: 'Saloon' },
  { id: 2, code: 'EST', name: 'Estate' },
  { id: 3, code: 'CPE', name: 'Coupé' },
  { id: 4, code: 'SUV', name: 'SUV 5-door' },
  { id: 5, code: 'HAT', name: 'Hatchback' },
  { id: 6, code: 'MOT', name: 'Motorcycle' },
] as const;

const TRANSMISSIONS = [
  { id: 1, code: '6MT', name: '6-speed manual', kind: 'Manual' },
  { id: 2, code: '9AT', name: '9-speed automatic', kind: 'Automatic' },
  { id: 3, code: '7DCT', name: '7-speed dual clutch', kind: 'Automatic' },
  { id: 4, code: '6SEQ', name: '6-speed sequential (motorcycle)', kind: 'Manual' },
] as const;

/** Equipment codes; the boards condition parts on some of them. */
export const EQUIPMENT = [
  { code: 'ELS', name: 'Electronic oil level monitoring', purpose: 'Engine' },
  { code: 'L01', name: 'LED headlamps', purpose: 'Lighting' },
  { code: 'K19', name: 'Trailer hitch, swivelling', purpose: 'Towing' },
  { code: 'P44', name: 'Parking sensors front and rear', purpose: 'Assistance' },
  { code: '580', name: 'Automatic climate control', purpose: 'Comfort' },
  { code: '486', name: 'Sports suspension', purpose: 'Chassis' },
  { code: '414', name: 'Sliding sunroof', purpose: 'Body' },
  { code: 'R18', name: '18-inch light-alloy wheels', purpose: 'Wheels' },
  { code: 'BRK', name: 'High-performance brake system', purpose: 'Brakes' },
  { code: 'ABS', name: 'Motorcycle ABS', purpose: 'Brakes' },
] as const;

export type EquipmentCode = (typeof EQUIPMENT)[number]['code'];

const FIXTURE_SERIES: readonly SeriePlan[] = [
  {
    code: 'S200',
    name: 'Series 200',
    typeId: 1,
    from: 201801,
    to: 202406,
    bodies: ['SAL', 'EST'],
    versions: ['EU', 'UK'],
    models: [
      { code: '200.120', name: 'S 180', engine: 'M15P', transmissions: ['6MT', '9AT'], equipment: ['580', 'R18'] },
      { code: '200.140', name: 'S 220', engine: 'M20P', transmissions: ['9AT'], equipment: ['580', 'R18', 'ELS'] },
      { code: '200.160', name: 'S 220 d', engine: 'D20D', transmissions: ['9AT'], equipment: ['580', 'R18', 'ELS'] },
    ],
  },
  {
    code: 'S210',
    name: 'Series 210',
    typeId: 1,
    from: 202201,
    to: 202512,
    bodies: ['SAL', 'CPE'],
    versions: ['EU'],
    models: [
      { code: '210.140', name: 'S 250', engine: 'M20P', transmissions: ['9AT'], equipment: ['580', 'L01', 'ELS'] },
      { code: '210.180', name: 'S 450', engine: 'M30P', transmissions: ['9AT'], equipment: ['580', 'L01', 'ELS', 'BRK'] },
    ],
  },
  {
    code: 'X300',
    name: 'X300 SUV',
    typeId: 2,
    from: 201906,
    to: 202512,
    bodies: ['SUV'],
    versions: ['EU', 'UK'],
    models: [
      { code: '300.240', name: 'X 300', engine: 'M20P', transmissions: ['9AT'], equipment: ['580', 'ELS', 'P44'] },
      { code: '300.260', name: 'X 350 d', engine: 'D30D', transmissions: ['9AT'], equipment: ['580', 'ELS', 'P44', 'K19'] },
    ],
  },
  {
    code: 'K100',
    name: 'K100 Tourer',
    typeId: 3,
    from: 202003,
    to: 202512,
    bodies: ['MOT'],
    versions: ['EU'],
    models: [
      { code: '100.10', name: 'K 100 GT', engine: 'K12B', transmissions: ['6SEQ'], equipment: ['ABS'] },
      { code: '100.20', name: 'K 90 Sport', engine: 'K09T', transmissions: ['6SEQ'], equipment: ['ABS'] },
    ],
  },
  {
    code: 'A100',
    name: 'A100 Compact',
    typeId: 4,
    from: 201709,
    to: 202312,
    bodies: ['HAT'],
    versions: ['EU'],
    models: [{ code: '100.410', name: 'A 1.5', engine: 'M15P', transmissions: ['6MT', '7DCT'], equipment: ['R18'] }],
  },
];

export interface VehicleFixture {
  vin: string;
  serie: string;
  body: string;
  model: string;
  version: string;
  transmission: string;
  month: number;
  optional: readonly { code: EquipmentCode; retrofitted: boolean }[];
}

/** VINs promised in the README: one vehicle for A100001, two for the suffix B200002. */
const FIXTURE_VEHICLES: readonly VehicleFixture[] = [
  {
    vin: 'WDX3333333A100001',
    serie: 'S200',
    body: 'SAL',
    model: '200.140',
    version: 'EU',
    transmission: '9AT',
    month: 202105,
    optional: [
      { code: 'L01', retrofitted: false },
      { code: 'K19', retrofitted: true },
    ],
  },
  {
    vin: 'WDX4444444B200002',
    serie: 'S200',
    body: 'EST',
    model: '200.160',
    version: 'EU',
    transmission: '9AT',
    month: 202009,
    optional: [{ code: 'P44', retrofitted: false }],
  },
  {
    vin: 'WDY5555555B200002',
    serie: 'X300',
    body: 'SUV',
    model: '300.260',
    version: 'UK',
    transmission: '9AT',
    month: 202203,
    optional: [{ code: 'L01', retrofitted: false }],
  },
  {
    vin: 'WKM1000000C300003',
    serie: 'K100',
    body: 'MOT',
    model: '100.10',
    version: 'EU',
    transmission: '6SEQ',
    month: 202106,
    optional: [],
  },
];

export interface SerieSummary {
  code: string;
  name: { en: string; pl: string };
  category: 'PKW' | 'KRAD';
  models: { id: number; engineId: number; fuel: string }[];
}

export interface VehicleCatalogue {
  series: SerieSummary[];
  equipmentIds: Map<string, number>;
}

/** Extra series for the large size: variations of the fixture series in later generations. */
function generatedSeries(count: number, random: Random): SeriePlan[] {
  const templates = FIXTURE_SERIES.filter((serie) => serie.typeId !== 4);
  const plans: SeriePlan[] = [];
  for (let index = 0; index < count; index++) {
    const template = templates[index % templates.length] as SeriePlan;
    const generation = Math.floor(index / templates.length) + 1;
    const code = `${template.code.slice(0, 1)}${String(500 + index).padStart(3, '0')}`;
    const from = 199001 + random.int(0, 30) * 100 + random.int(0, 11);
    plans.push({
      ...template,
      code,
      name: `${template.name} generation ${generation + 1} (${code})`,
      namePl: `${polish(template.name)} generacja ${generation + 1} (${code})`,
      from,
      to: Math.min(from + 600, 202512),
      models: template.models.map((model, modelIndex) => ({ ...model, code: `${code.slice(1)}.${modelIndex + 1}0` })),
    });
  }
  return plans;
}

function requireId<T extends { id: number }>(items: readonly T[], match: (item: T) => boolean, what: string): number {
  const found = items.find(match);
  if (!found) throw new Error(`demo data: unknown ${what}`);
  return found.id;
}

/** Vehicles whose rows are written at once (the seed's memory does not grow with the number of series). */
const VEHICLES_PER_WRITE = 500;

/** Adds the vehicle catalogue's rows to `db`, calling `write` after each serie and every few hundred vehicles. */
export async function seedVehicleCatalogue(
  db: SeedRows,
  random: Random,
  extraSeries: number,
  vehiclesPerSerie: number,
  write: () => Promise<void>,
): Promise<VehicleCatalogue> {
  insertRows(db, 'brands', [
    { id: 1, name: 'Auralis', marke: 'AU' },
    { id: DEFAULT_BRAND_ID, name: 'Nordstern', marke: 'NS' },
  ]);
  insertRows(
    db,
    'catalogs',
    withPolish(
      [
        { id: 'NS-PKW', brand_id: DEFAULT_BRAND_ID, category: 'PKW', name: 'Nordstern passenger cars' },
        { id: 'NS-KRAD', brand_id: DEFAULT_BRAND_ID, category: 'KRAD', name: 'Nordstern motorcycles' },
        { id: 'AU-PKW', brand_id: 1, category: 'PKW', name: 'Auralis passenger cars' },
      ],
      ['name'],
    ),
  );
  insertRows(
    db,
    'vehicle_types',
    withPolish(
      [
        { id: 1, catalog_id: 'NS-PKW', name: 'Saloon, estate and coupé' },
        { id: 2, catalog_id: 'NS-PKW', name: 'SUV' },
        { id: 3, catalog_id: 'NS-KRAD', name: 'Touring and sport' },
        { id: 4, catalog_id: 'AU-PKW', name: 'Compact' },
      ],
      ['name'],
    ),
  );
  insertRows(
    db,
    'bodies',
    withPolish(
      BODIES.map((body) => ({ ...body })),
      ['name'],
    ),
  );
  insertRows(
    db,
    'engines',
    withPolish(
      ENGINES.map(({ id, code, name, fuel, oil, coolant }) => ({ id, code, name, fuel, oil_capacity_l: oil, coolant_capacity_l: coolant })),
      ['name', 'fuel'],
    ),
  );
  insertRows(
    db,
    'versions',
    withPolish(
      [
        { code: 'EU', name: 'Europe' },
        { code: 'UK', name: 'United Kingdom' },
      ],
      ['name'],
    ),
  );
  insertRows(
    db,
    'steerings',
    withPolish(
      [
        { id: 1, code: 'LL', name: 'Left-hand drive' },
        { id: 2, code: 'RL', name: 'Right-hand drive' },
      ],
      ['name'],
    ),
  );
  insertRows(
    db,
    'transmissions',
    withPolish(
      TRANSMISSIONS.map((transmission) => ({ ...transmission })),
      ['name', 'kind'],
    ),
  );
  insertRows(
    db,
    'equipment',
    withPolish(
      EQUIPMENT.map((item, index) => ({ id: index + 1, ...item })),
      ['name', 'purpose'],
    ),
  );
  const equipmentIds = new Map(EQUIPMENT.map((item, index) => [item.code as string, index + 1]));

  const bodyId = (code: string) => requireId(BODIES, (body) => body.code === code, `body ${code}`);
  const engineOf = (code: string) => {
    const engine = ENGINES.find((candidate) => candidate.code === code);
    if (!engine) throw new Error(`demo data: unknown engine ${code}`);
    return engine;
  };
  const transmissionId = (code: string) => requireId(TRANSMISSIONS, (item) => item.code === code, `transmission ${code}`);

  const plans = [...FIXTURE_SERIES, ...generatedSeries(extraSeries, random)];
  const summaries: SerieSummary[] = [];
  const variantIds = new Map<string, number>();
  const modelIds = new Map<string, number>();
  const modelEquipment = new Map<number, number[]>();
  let modelId = 0;
  let variantId = 0;
  for (const plan of plans) {
    db.add('series', { code: plan.code, type_id: plan.typeId, name: plan.name, name_pl: plan.namePl ?? polish(plan.name) });
    const summary: SerieSummary = {
      code: plan.code,
      name: { en: plan.name, pl: plan.namePl ?? polish(plan.name) },
      category: plan.typeId === 3 ? 'KRAD' : 'PKW',
      models: [],
    };
    for (const model of plan.models) {
      modelId++;
      modelIds.set(`${plan.code}/${model.code}`, modelId);
      const engine = engineOf(model.engine);
      summary.models.push({ id: modelId, engineId: engine.id, fuel: engine.fuel });
      db.add('models', { id: modelId, serie_code: plan.code, code: model.code, name: model.name });
      const standard = model.equipment.map((code) => equipmentIds.get(code) ?? 0);
      modelEquipment.set(modelId, standard);
      for (const equipmentId of standard) db.add('model_equipment', { model_id: modelId, equipment_id: equipmentId });
      for (const body of plan.bodies) {
        for (const version of plan.versions) {
          for (const transmission of model.transmissions) {
            variantId++;
            variantIds.set(`${plan.code}/${body}/${model.code}/${version}/${transmission}`, variantId);
            db.add('vehicle_variants', {
              id: variantId,
              serie_code: plan.code,
              body_id: bodyId(body),
              model_id: modelId,
              engine_id: engine.id,
              version_code: version,
              steering_id: version === 'UK' ? 2 : 1,
              transmission_id: transmissionId(transmission),
              produced_from: plan.from,
              produced_to: plan.to,
            });
          }
        }
      }
    }
    summaries.push(summary);
    await write();
  }

  const vehicles: VehicleFixture[] = [...FIXTURE_VEHICLES];
  let serial = 400000;
  for (const plan of plans) {
    for (let index = 0; index < vehiclesPerSerie; index++) {
      const model = random.pick(plan.models);
      const year = Math.floor(plan.from / 100) + random.int(0, Math.max(0, Math.floor(plan.to / 100) - Math.floor(plan.from / 100)));
      const month = Math.min(Math.max(year * 100 + random.int(1, 12), plan.from), plan.to);
      serial++;
      vehicles.push({
        vin: `WDX${String(random.int(1000000, 9999999))}${random.pick(['C', 'D', 'E', 'F'])}${serial}`,
        serie: plan.code,
        body: random.pick(plan.bodies),
        model: model.code,
        version: random.pick(plan.versions),
        transmission: random.pick(model.transmissions),
        month,
        optional: random.chance(0.5) ? [{ code: random.pick(['L01', 'K19', 'P44', '414'] as const), retrofitted: random.chance(0.2) }] : [],
      });
    }
  }

  for (const [index, vehicle] of vehicles.entries()) {
    const id = index + 1;
    const variant = variantIds.get(`${vehicle.serie}/${vehicle.body}/${vehicle.model}/${vehicle.version}/${vehicle.transmission}`);
    const model = modelIds.get(`${vehicle.serie}/${vehicle.model}`);
    if (variant === undefined || model === undefined) throw new Error(`demo data: no variant for ${vehicle.vin}`);
    db.add('vehicles', {
      id,
      vin: vehicle.vin,
      vin7: vehicle.vin.slice(-7),
      variant_id: variant,
      production_month: vehicle.month,
      paint_code: random.pick(['040', '149', '197', '775', '992']),
      upholstery_code: random.pick(['201', '211', '501', '801']),
    });
    const standard = new Set(modelEquipment.get(model) ?? []);
    for (const equipmentId of standard)
      db.add('vehicle_equipment', { vehicle_id: id, equipment_id: equipmentId, optional: 0, retrofitted: 0 });
    for (const item of vehicle.optional) {
      const equipmentId = equipmentIds.get(item.code) ?? 0;
      // equipment the model has as standard stays standard (the rows are written with ON CONFLICT DO NOTHING)
      db.add('vehicle_equipment', { vehicle_id: id, equipment_id: equipmentId, optional: 1, retrofitted: item.retrofitted ? 1 : 0 });
    }
    if (id % VEHICLES_PER_WRITE === 0) await write();
  }
  insertRows(
    db,
    'technical_campaigns',
    withPolish(
      [
        {
          vehicle_id: 1,
          campaign_number: 'TC-2023-041',
          description: 'Check the oil level sensor connector and replace if corroded.',
          status: 'Open',
          reservations: 'Part 99110000001 reserved at the central warehouse',
        },
        {
          vehicle_id: 1,
          campaign_number: 'TC-2022-007',
          description: 'Software update of the transmission control unit.',
          status: 'Completed',
          reservations: '',
        },
        {
          vehicle_id: 3,
          campaign_number: 'TC-2024-112',
          description: 'Replace the rear tow bar mounting bolts.',
          status: 'Open',
          reservations: '',
        },
      ],
      ['description', 'status', 'reservations'],
    ),
  );
  return { series: summaries, equipmentIds };
}

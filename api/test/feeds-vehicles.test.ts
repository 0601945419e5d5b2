import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { CurrentVehicle, RecentVehicle } from '@parts/contract/catalogue';
import type { Executor } from '../src/db/database';
import { importFeed } from '../src/feeds/import';
import { problemText, type Reason } from '../src/feeds/messages';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { catalogueSnapshot, editFile, EXAMPLE_FEED, exampleCopy, vehicleSnapshot } from './feeds';

/**
 * Issue 39: the vehicle catalogue in a full feed (series, models, engines, equipment, variants,
 * vehicles and their equipment). The shop answers the feed's vehicles; a vehicle keeps its id by
 * VIN, so a dealer's recent vehicles still name the same vehicle; bad vehicle files change nothing.
 * On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let shop: TestShop;
let db: Executor;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  db = await shop.database();
  token = await shop.login(DEALER);
});
afterAll(() => shop.close());

const vinEntries = async (vin: string) =>
  json<{ Id: number; Vin: string }[]>(await shop.call('GET', `/api/level4/Vehicle?vin=${vin}`, { token }));
const vehicleOf = async (vin: string, language = 'en') => {
  const entry = (await vinEntries(vin))[0];
  if (!entry) throw new Error(`no vehicle ${vin}`);
  return json<CurrentVehicle>(
    await shop.call('POST', '/api/Level4/VehicleSearch', { token, body: { Id: entry.Id }, headers: { 'accept-language': language } }),
  );
};
const recent = async () => json<RecentVehicle[]>(await shop.call('GET', '/api/RecentVehicles', { token }));

describe('vehicles in a full feed', () => {
  it('replaces the vehicle catalogue; recent vehicles keep their VIN; the same feed twice gives the same state', async () => {
    // a dealer chose two of the demo's vehicles: one the feed keeps, one it no longer has
    for (const vin of ['WDY5555555B200002', 'WDX4444444B200002']) {
      const id = (await vinEntries(vin))[0]?.Id;
      expect((await shop.call('POST', '/api/RecentVehicles', { token, body: { Id: id } })).statusCode).toBe(200);
    }
    expect((await recent()).map((entry) => entry.Vehicle.Vin)).toEqual(['WDX4444444B200002', 'WDY5555555B200002']);
    const campaigns = await vehicleOf('WDX3333333A100001');
    expect(campaigns.TechnicalCampaigns.length).toBeGreaterThan(0);

    // the feed lists a new vehicle first: ids by the feed's order would give it the id of a demo vehicle
    const feed = exampleCopy();
    editFile(feed, 'vehicles.csv', (text) =>
      text.replace('upholstery\n', 'upholstery\nWDX8888888F200004;S200-SAL-120-EU-6MT;2023-11;992;801\n'),
    );
    editFile(feed, 'vehicle_equipment.csv', (text) => `${text}WDX8888888F200004;L01;1;0\n`);
    const report = await importFeed(db, feed);
    expect(report.problems).toEqual([]);
    expect(report.written).toMatchObject({ series: 1, models: 3, engines: 3, equipment: 7, variants: 4, vehicles: 4 });

    // the feed's vehicle, its model data and equipment in both languages
    const added = await vehicleOf('WDX8888888F200004');
    expect(added.VehicleInfo).toMatchObject({ baureihe: 'Series 200 (S200)', verkaufsbezeichnung: expect.stringContaining('S 180') });
    expect(added.VehicleInfo.motor).toContain('M15P');
    expect(added.VehicleData).toEqual({ lackCode: '992', polsterCode: '801' });
    expect(added.OptionalEquipment.map((item) => item.benennung)).toEqual([expect.stringContaining('LED headlamps')]);
    const polish = await vehicleOf('WDX8888888F200004', 'pl');
    expect(polish.VehicleInfo.baureihe).toBe('Seria 200 (S200)');
    expect(polish.OptionalEquipment.map((item) => item.benennung)).toEqual([expect.stringContaining('Reflektory LED')]);
    expect((await vehicleOf('WDX3333333A100001')).VehicleInfo.motor).toContain('M20P');
    // a vehicle the feed no longer has is gone, with its place in the recent vehicles
    expect(await vinEntries('WDY5555555B200002')).toEqual([]);
    expect((await recent()).map((entry) => entry.Vehicle.Vin)).toEqual(['WDX4444444B200002']);
    // a vehicle the feed keeps keeps its technical campaigns
    expect((await vehicleOf('WDX3333333A100001')).TechnicalCampaigns).toEqual(campaigns.TechnicalCampaigns);

    const after = await vehicleSnapshot(db);
    const again = await importFeed(db, feed);
    expect(again.problems).toEqual([]);
    expect(await vehicleSnapshot(db)).toBe(after);
  });

  it("a board part's conditions name the feed's engines and equipment", async () => {
    const feed = exampleCopy();
    editFile(feed, 'equipment.csv', (text) => `${text}XHD;Heavy-duty suspension;Zawieszenie wzmocnione;Chassis;Podwozie\n`);
    editFile(feed, 'board_parts.csv', (text) => text.replace(';;BRK;1;2', ';;XHD;1;2'));
    expect((await importFeed(db, feed)).problems).toEqual([]);
    const xhd = await db.selectFrom('equipment').select('id').where('code', '=', 'XHD').executeTakeFirstOrThrow();
    expect(await db.selectFrom('board_parts').select('position').where('equipment_id', '=', xhd.id).execute()).toEqual([{ position: '3' }]);
    // an engine of the shop the feed does not list is not the feed's
    const bad = exampleCopy();
    editFile(bad, 'board_parts.csv', (text) => text.replace(';D20D;', ';M30P;'));
    const report = await importFeed(db, bad);
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: 'board_parts.csv',
        column: 'engine',
        value: 'M30P',
        reason: { code: 'unknown-reference', target: 'engines.csv' },
      }),
    ]);
  });
});

describe('bad vehicle files change nothing', () => {
  let before: string;
  let vehiclesBefore: string;
  beforeAll(async () => {
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    before = await catalogueSnapshot(db);
    vehiclesBefore = await vehicleSnapshot(db);
  });

  const cases: [
    string,
    string,
    (text: string) => string,
    { file: string; line?: number; column?: string; value?: string; code: Reason['code'] },
  ][] = [
    [
      'a month not written YYYY-MM',
      'vehicles.csv',
      (t) => t.replace(';2021-05;', ';05.2021;'),
      { file: 'vehicles.csv', line: 2, column: 'production_month', value: '05.2021', code: 'month' },
    ],
    [
      'a thirteenth month',
      'variants.csv',
      (t) => t.replace('2018-01;2024-06\nS200-SAL-120-UK', '2018-13;2024-06\nS200-SAL-120-UK'),
      { file: 'variants.csv', line: 2, column: 'produced_from', code: 'month' },
    ],
    [
      'production that ends before it starts',
      'variants.csv',
      (t) => t.replace('2018-01;2024-06\nS200-SAL-140', '2025-01;2024-06\nS200-SAL-140'),
      { file: 'variants.csv', line: 3, column: 'produced_from', code: 'months-order' },
    ],
    [
      'a body the shop does not have',
      'variants.csv',
      (t) => t.replace(';SAL;M20P;', ';VAN;M20P;'),
      { file: 'variants.csv', line: 4, column: 'body', value: 'VAN', code: 'unknown-reference' },
    ],
    [
      'a model of another series',
      'models.csv',
      (t) => `${t}S999;999.1;S 999\n`,
      { file: 'models.csv', line: 5, column: 'serie', value: 'S999', code: 'unknown-reference' },
    ],
    [
      'a vehicle of a variant not in the feed',
      'vehicles.csv',
      (t) => t.replace('S200-EST-160-EU-9AT', 'S200-EST-999'),
      { file: 'vehicles.csv', line: 3, column: 'variant', code: 'unknown-reference' },
    ],
    [
      'equipment of a VIN not in the feed',
      'vehicle_equipment.csv',
      (t) => `${t}WDY5555555B200002;L01;1;0\n`,
      { file: 'vehicle_equipment.csv', line: 13, column: 'vin', code: 'unknown-reference' },
    ],
    [
      'a VIN twice',
      'vehicles.csv',
      (t) => `${t}wdx3333333a100001;S200-SAL-140-EU-9AT;2021-06;149;211\n`,
      { file: 'vehicles.csv', line: 5, column: 'vin', code: 'duplicate' },
    ],
    [
      'a variant twice under two keys',
      'variants.csv',
      (t) => `${t}OTHER;S200;200.140;SAL;M20P;EU;LL;9AT;2019-01;2020-06\n`,
      { file: 'variants.csv', line: 6, code: 'duplicate' },
    ],
    [
      'a decimal comma in a capacity',
      'engines.csv',
      (t) => t.replace(';5.0;7.5', ';5,0;7.5'),
      { file: 'engines.csv', line: 2, column: 'oil_l', value: '5,0', code: 'decimal-comma' },
    ],
    [
      'a vehicle type the shop does not have',
      'series.csv',
      (t) => t.replace('S200;1;', 'S200;99;'),
      { file: 'series.csv', line: 2, column: 'type', value: '99', code: 'unknown-reference' },
    ],
  ];
  it.each(cases)('%s', async (_name, file, edit, expected) => {
    const feed = exampleCopy();
    editFile(feed, file, edit);
    const report = await importFeed(db, feed);
    const { code, ...where } = expected;
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ ...where, reason: expect.objectContaining({ code }) })]),
    );
    expect(await catalogueSnapshot(db)).toBe(before);
    expect(await vehicleSnapshot(db)).toBe(vehiclesBefore);
  });

  it('vehicle files come together: a feed with some of them names the missing ones, in the operator’s language', async () => {
    const feed = exampleCopy();
    rmSync(join(feed, 'variants.csv'));
    rmSync(join(feed, 'engines.csv'));
    const report = await importFeed(db, feed);
    expect(report.applied).toBe(false);
    const missing = report.problems.filter((problem) => problem.reason.code === 'vehicle-files');
    expect(missing.map((problem) => problem.file).sort()).toEqual(['engines.csv', 'variants.csv']);
    expect(problemText(missing[0]!, 'pl')).toContain('feed z pojazdami musi mieć wszystkie pliki');
    expect(await vehicleSnapshot(db)).toBe(vehiclesBefore);
  });
});

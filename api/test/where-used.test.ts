import type { WhereUsed } from '@parts/contract/where-used';
import type { Executor } from '../src/db/database';
import { DEALER, json, startShop, type TestShop } from './helpers';

/**
 * Extension where-used: GET /api/Level4Product/WhereUsed answers, in one call, the series, models,
 * engines and years a part fits, the boards drawing it, its supersession chain, and whether it fits
 * a vehicle given by id or VIN; in the request's language; bounded input; 404 for an unknown part
 * and without the extension. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let shop: TestShop;
let token: string;
let db: Executor;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login(DEALER);
  db = await shop.database();
});
afterAll(() => shop.close());

const S200_VIN = 'WDX3333333A100001';
const K100_VIN = 'WKM1000000C300003';

const ask = (query: string, headers: Record<string, string> = {}) =>
  shop.call('GET', `/api/Level4Product/WhereUsed?${query}`, { token, headers });
const whereUsed = async (query: string, headers: Record<string, string> = {}) => {
  const response = await ask(query, headers);
  expect(response.statusCode).toBe(200);
  return json<WhereUsed>(response);
};

/** Writes a part into the shop's database beside the running API, as a catalogue import would. */
async function addPart(sku: string): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({ sku, name: `Part ${sku}`, product_type: 'SimpleProduct', full_description: '', price: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('extension where-used', () => {
  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('where-used');
  });

  it('names the series, models, engines and years of 99110000001, its board (a link to it) and the numbers it replaces', async () => {
    const used = await whereUsed('sku=99110000001');
    expect(used.Part).toMatchObject({ Sku: '99110000001', Name: 'Oil filter element' });
    expect(used.Fits.map((fit) => [fit.Serie, fit.SerieName, fit.ModelName, fit.YearFrom, fit.YearTo])).toEqual([
      ['S200', 'Series 200', 'S 180', 2018, 2024],
      ['S200', 'Series 200', 'S 220', 2018, 2024],
      ['S200', 'Series 200', 'S 220 d', 2018, 2024],
    ]);
    expect(used.Fits[2]!.EngineName).toBe('D20D 2.0 l diesel, 143 kW');
    expect(used.FitCount).toBe(3);
    expect(used.Boards).toEqual([{ Id: 4, Name: 'Oil filter', Serie: 'S200', GrafikId: 1, Position: '1' }]);
    expect(used.BoardCount).toBe(1);
    expect(used.Supersession.Replaces.map((part) => part.Sku)).toEqual(['99110000101', '99110000102']);
    expect(used.Supersession.ReplacedBy).toEqual([]);
    // no vehicle asked about: not judged
    expect(used.FitsVehicle).toBeNull();
    // the same by its id
    expect(await whereUsed(`productId=${used.Part.Id}`)).toEqual(used);
  });

  it('answers in the language asked', async () => {
    const [english, polish] = await Promise.all([whereUsed('sku=99110000001'), whereUsed('sku=99110000001', { 'accept-language': 'pl' })]);
    expect(polish.Part.Name).not.toBe(english.Part.Name);
    expect(polish.Boards[0]!.Name).not.toBe(english.Boards[0]!.Name);
    expect(polish.Fits[0]!.SerieName).toBe('Seria 200');
  });

  it("answers 'fits my vehicle' for a vehicle by VIN (full or last 7) or by id", async () => {
    expect((await whereUsed(`sku=99110000001&vin=${S200_VIN}`)).FitsVehicle).toBe(true);
    expect((await whereUsed(`sku=99110000001&vin=${K100_VIN}`)).FitsVehicle).toBe(false);
    expect((await whereUsed(`sku=99110000001&vin=${S200_VIN.slice(-7).toLowerCase()}`)).FitsVehicle).toBe(true);
    const vehicles = json<{ Id: number }[]>(await shop.call('GET', `/api/level4/Vehicle?vin=${K100_VIN}`, { token }));
    expect((await whereUsed(`sku=99110000001&vehicleId=${vehicles[0]!.Id}`)).FitsVehicle).toBe(false);
    // a vehicle chosen by filters: its keys
    expect((await whereUsed('sku=99110000001&VehicleKeyList=serie:S200&VehicleKeyList=model:1')).FitsVehicle).toBe(true);
    expect((await whereUsed('sku=99110000001&VehicleKeyList=serie:A100')).FitsVehicle).toBe(false);
  });

  it('narrows a serie to the model and engine a placement is for, and a board of every vehicle to every serie', async () => {
    const onlyS220 = await addPart('WU-MODEL');
    await db
      .insertInto('board_parts')
      .values({ board_id: 4, product_id: onlyS220, position: '9', quantity: 1, model_id: 2, display_order: 99 })
      .execute();
    const narrowed = await whereUsed('sku=WU-MODEL');
    expect(narrowed.Fits.map((fit) => fit.ModelName)).toEqual(['S 220']);
    // an S200 vehicle of that model and one of another model
    const s200Vehicle = (model: 'same' | 'other') =>
      db
        .selectFrom('vehicles as v')
        .innerJoin('vehicle_variants as vv', 'vv.id', 'v.variant_id')
        .select('v.id')
        .where('vv.serie_code', '=', 'S200')
        .where('vv.model_id', model === 'same' ? '=' : '<>', 2)
        .orderBy('v.id')
        .executeTakeFirstOrThrow();
    expect((await whereUsed(`sku=WU-MODEL&vehicleId=${(await s200Vehicle('same')).id}`)).FitsVehicle).toBe(true);
    expect((await whereUsed(`sku=WU-MODEL&vehicleId=${(await s200Vehicle('other')).id}`)).FitsVehicle).toBe(false);

    const generic = await db
      .selectFrom('products')
      .select('id')
      .where('product_type', '=', 'GroupedProduct')
      .where('serie_code', 'is', null)
      .executeTakeFirst();
    if (!generic) throw new Error('the demo data has no board for every vehicle');
    const everywhere = await addPart('WU-GENERIC');
    await db
      .insertInto('board_parts')
      .values({ board_id: generic.id, product_id: everywhere, position: '1', quantity: 1, display_order: 1 })
      .execute();
    const all = await whereUsed(`sku=WU-GENERIC&vin=${K100_VIN}`);
    const series = new Set(all.Fits.map((fit) => fit.Serie));
    expect(series.size).toBeGreaterThan(1);
    expect(series).toContain('S200');
    expect(all.Boards).toEqual([expect.objectContaining({ Id: generic.id, Serie: null })]);
    expect(all.FitsVehicle).toBe(true);
  });

  it('a part on no board: no fits, no boards, not judged for a vehicle', async () => {
    await addPart('WU-LOOSE');
    const loose = await whereUsed(`sku=WU-LOOSE&vin=${S200_VIN}`);
    expect(loose).toMatchObject({ Fits: [], FitCount: 0, Boards: [], BoardCount: 0, FitsVehicle: null });
    expect(loose.Supersession).toEqual({ Replaces: [], ReplacedBy: [] });
  });

  it('a withdrawn (superseded) part names the part that replaces it, to the end of its chain', async () => {
    const withdrawn = await whereUsed('sku=99110000102');
    expect(withdrawn.Supersession.ReplacedBy.map((part) => part.Sku)).toEqual(['99110000001']);
    const middle = await whereUsed('sku=99110000101');
    expect(middle.Supersession.Replaces.map((part) => part.Sku)).toEqual(['99110000102']);
    expect(middle.Supersession.ReplacedBy.map((part) => part.Sku)).toEqual(['99110000001']);
  });

  it('answers 404 for an unknown part and for a board, 400 for input out of bounds', async () => {
    expect((await ask('sku=00000000000')).statusCode).toBe(404);
    expect((await ask('productId=4')).statusCode).toBe(404); // board 4 is not a part
    expect((await ask('')).statusCode).toBe(400);
    expect((await ask(`sku=${'9'.repeat(41)}`)).statusCode).toBe(400);
    expect((await ask('sku=99110000001&vin=123')).statusCode).toBe(400);
    expect((await ask('sku=99110000001&vehicleId=999999999')).statusCode).toBe(400);
    expect((await ask('sku=99110000001&vehicleId=abc')).statusCode).toBe(400);
    expect((await ask('sku=99110000001&vin=ZZZZZZZ')).statusCode).toBe(400);
    expect((await ask('sku=%00')).statusCode).toBe(400);
    expect((await shop.call('GET', '/api/Level4Product/WhereUsed?sku=99110000001')).statusCode).toBe(401);
  });

  it('is not served without the extension', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const plainToken = await plain.login(DEALER);
      expect((await plain.call('GET', '/api/Level4Product/WhereUsed?sku=99110000001', { token: plainToken })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

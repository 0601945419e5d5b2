import type { RecentVehicle } from '@parts/contract/catalogue';
import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

/**
 * Extension recent-vehicles: each customer's last vehicles kept on the server (they outlive a
 * sign-out without staying in the browser), newest first, at most 5, in the request's language,
 * one customer never seeing another's; without the extension its routes answer 404. On SQLite and
 * on PostgreSQL (TEST_DATABASE_URL).
 */

interface Option {
  Id: number | string;
  Name: string;
}

describe('extension recent-vehicles', () => {
  let shop: TestShop;
  let dealer: string;
  let dealer2: string;
  beforeAll(async () => {
    shop = await startShop();
    dealer = await shop.login(DEALER);
    dealer2 = await shop.login(DEALER2);
  });
  afterAll(async () => shop.close());

  const recent = async (token: string, language: 'en' | 'pl' = 'en') =>
    json<RecentVehicle[]>(await shop.call('GET', '/api/RecentVehicles', { token, headers: { 'accept-language': language } }));
  const remember = (token: string, body: object) => shop.call('POST', '/api/RecentVehicles', { token, body });
  /** The VIN list entries of a VIN (their Id is what VehicleSearch and RecentVehicles take). */
  const vinEntry = async (vin: string) =>
    json<{ Id: number }[]>(await shop.call('GET', `/api/level4/Vehicle?vin=${vin}`, { token: dealer }))[0]!.Id;
  /** Filter values down to the month of a vehicle the filters find (the first option of each level). */
  async function filterValues(): Promise<Record<string, unknown>> {
    const filters: Record<string, unknown> = { brandId: 2, category: 'PKW' };
    for (const [type, key] of [
      ['catalog', 'catalog'],
      ['type', 'typeId'],
      ['serie', 'serie'],
      ['body', 'bodyId'],
      ['model', 'modelId'],
      ['engine', 'engineId'],
      ['version', 'versionList'],
      ['steering', 'steeringId'],
      ['transmission', 'transmissionId'],
      ['year', 'year'],
      ['month', 'month'],
    ] as const) {
      const options = json<Option[]>(await shop.call('POST', `/api/level4/VehicleFilter?type=${type}`, { token: dealer, body: filters }));
      expect(options.length).toBeGreaterThan(0);
      filters[key] = key === 'versionList' ? [options[0]!.Id] : options[0]!.Id;
    }
    return filters;
  }

  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('recent-vehicles');
  });

  it('keeps the vehicles a customer chose, newest first, once each, in the language asked; another customer sees none of them', async () => {
    expect(await recent(dealer)).toEqual([]);
    const s220 = await vinEntry('WDX3333333A100001');
    const k100 = await vinEntry('WKM1000000C300003');
    expect((await remember(dealer, { Id: s220 })).statusCode).toBe(200);
    const answered = json<RecentVehicle[]>(await remember(dealer, { Id: k100 }));
    expect(answered.map((entry) => entry.Vehicle.Vin)).toEqual(['WKM1000000C300003', 'WDX3333333A100001']);
    expect(answered[1]!.Search).toEqual({ Id: s220 });

    // the same vehicle again: the newest, still once
    await remember(dealer, { Id: s220 });
    const list = await recent(dealer);
    expect(list.map((entry) => entry.Vehicle.Vin)).toEqual(['WDX3333333A100001', 'WKM1000000C300003']);
    expect(list[0]!.Vehicle.VehicleInfo.baureihe).toBe('Series 200 (S200)');
    // what VehicleSearch answers for it, in the language asked
    const polish = await recent(dealer, 'pl');
    const searched = json(
      await shop.call('POST', '/api/Level4/VehicleSearch', {
        token: dealer,
        body: polish[0]!.Search,
        headers: { 'accept-language': 'pl' },
      }),
    );
    expect(polish[0]!.Vehicle).toEqual(searched);
    expect(polish[0]!.Vehicle.VehicleInfo.baureihe).toBe('Seria 200 (S200)');

    // another customer: none of them, and theirs stay theirs
    expect(await recent(dealer2)).toEqual([]);
    await remember(dealer2, { Id: k100 });
    expect((await recent(dealer2)).map((entry) => entry.Vehicle.Vin)).toEqual(['WKM1000000C300003']);
    expect((await recent(dealer)).map((entry) => entry.Vehicle.Vin)).toEqual(['WDX3333333A100001', 'WKM1000000C300003']);
  });

  it("outlives a sign-out: the list is the customer's, not the session's", async () => {
    const token = await shop.login(DEALER2);
    await remember(token, { Id: await vinEntry('WDX4444444B200002') });
    expect((await shop.call('POST', '/api/user/logout', { token })).statusCode).toBe(200);
    expect((await shop.call('GET', '/api/RecentVehicles', { token })).statusCode).toBe(401);
    const again = await shop.login(DEALER2);
    expect((await recent(again))[0]!.Vehicle.Vin).toBe('WDX4444444B200002');
  });

  it('keeps a vehicle chosen by filters with the filter values that find it again', async () => {
    const filters = await filterValues();
    const token = await shop.login(DEALER2);
    const list = json<RecentVehicle[]>(await remember(token, filters));
    expect(list[0]!.Vehicle.VehicleId).toBeNull();
    expect(list[0]!.Search).toEqual(filters);
    const searched = json(await shop.call('POST', '/api/Level4/VehicleSearch', { token, body: list[0]!.Search }));
    expect(list[0]!.Vehicle).toEqual(searched);
  });

  it('keeps the newest 5', async () => {
    const fresh = await startShop();
    try {
      const token = await fresh.login(DEALER);
      const ids = json<{ Id: number }[]>(await fresh.call('GET', '/api/level4/Vehicle?vin=WDX3333333A100001', { token }));
      expect(ids.length).toBe(1);
      // the demo data's VIN vehicles 1..6
      for (let id = 1; id <= 6; id += 1)
        expect((await fresh.call('POST', '/api/RecentVehicles', { token, body: { Id: id } })).statusCode).toBe(200);
      const list = json<RecentVehicle[]>(await fresh.call('GET', '/api/RecentVehicles', { token }));
      expect(list.map((entry) => entry.Search.Id)).toEqual([6, 5, 4, 3, 2]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses what finds no vehicle, and asks for a token', async () => {
    expect((await remember(dealer, { Id: 999999 })).statusCode).toBe(404);
    expect((await remember(dealer, { brandId: 2 })).statusCode).toBe(400);
    expect((await shop.call('GET', '/api/RecentVehicles')).statusCode).toBe(401);
    expect((await shop.call('POST', '/api/RecentVehicles', { body: { Id: 1 } })).statusCode).toBe(401);
  });

  it('is absent without the extension: its routes answer 404', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const token = await plain.login(DEALER);
      expect(json<{ extensions: string[] }>(await plain.call('GET', '/api/config')).extensions).toEqual([]);
      expect((await plain.call('GET', '/api/RecentVehicles', { token })).statusCode).toBe(404);
      expect((await plain.call('POST', '/api/RecentVehicles', { token, body: { Id: 1 } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

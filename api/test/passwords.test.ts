jest.setTimeout(60_000); // hashes at the production cost on the hashing threads, beside the other lanes of pnpm test
import { randomBytes, scryptSync } from 'node:crypto';
import { LEGACY_COST, PRODUCTION_COST } from '../src/auth/passwords';
import { base64, DEALER, startShop, type TestShop } from './helpers';

/** The stored password of a customer, read from the shop's database. */
async function storedPassword(
  shop: TestShop,
  email: string,
): Promise<{ password_hash: string; password_salt: string; password_params: string }> {
  const db = await shop.database();
  return db
    .selectFrom('customers')
    .select(['password_hash', 'password_salt', 'password_params'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('password hashing at the production cost (about 0.3 s a hash)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // no lowered cost: what `pnpm start` runs
    shop = await startShop({ passwordCost: undefined });
  });
  afterAll(() => shop.close());

  it("hashes with scrypt at OWASP's N=2^17, r=8, p=1 and stores the parameters beside the hash", async () => {
    expect(PRODUCTION_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const registered = await shop.call('POST', '/api/Customer/register', {
      body: {
        Email: 'cost@example.com',
        Password: base64('strong-enough'),
        FirstName: 'Ewa',
        LastName: 'Kos',
        StreetAddress: 'ul. Polna 1',
        StreetAddress2: '-',
        ZipPostalCode: '00-001',
        City: 'Warszawa',
        CountryId: 1,
        StateProvinceId: 7,
      },
    });
    expect(registered.statusCode).toBe(200);
    const stored = await storedPassword(shop, 'cost@example.com');
    expect(stored.password_params).toBe('N=131072,r=8,p=1');
    const expected = scryptSync('strong-enough', Buffer.from(stored.password_salt, 'hex'), 64, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 2 ** 17 * 8,
    });
    expect(stored.password_hash).toBe(expected.toString('hex'));
    await shop.login({ email: 'cost@example.com', password: 'strong-enough' });
  });

  it('a hash made at the old cost (N=2^14, before parameters were stored) still signs in and is made again at N=2^17', async () => {
    // a hash as the shop made them before: Node's default scrypt cost, the parameters not written
    const salt = randomBytes(16);
    const legacy = scryptSync('dealer123', salt, 64).toString('hex');
    expect(LEGACY_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const db = await shop.database();
    await db
      .updateTable('customers')
      .set({ password_hash: legacy, password_salt: salt.toString('hex'), password_params: 'N=16384,r=8,p=1' })
      .where('email', '=', DEALER.email)
      .execute();

    await expect(shop.login({ ...DEALER, password: 'wrong-password' })).rejects.toThrow('401');
    expect((await storedPassword(shop, DEALER.email)).password_hash).toBe(legacy);
    await shop.login(DEALER);
    const upgraded = await storedPassword(shop, DEALER.email);
    expect(upgraded.password_params).toBe('N=131072,r=8,p=1');
    expect(upgraded.password_hash).not.toBe(legacy);
    expect(upgraded.password_salt).not.toBe(salt.toString('hex'));
    // the new hash signs in too, and is left as it is
    await shop.login(DEALER);
    expect(await storedPassword(shop, DEALER.email)).toEqual(upgraded);
  });
});

import Database from 'better-sqlite3';
import { randomBytes, scryptSync } from 'node:crypto';
import { LEGACY_COST, PRODUCTION_COST } from '../src/auth/passwords';
import { base64, DEALER, startShop, type TestShop } from './helpers';

/** The stored password of a customer, read from the database file. */
function storedPassword(shop: TestShop, email: string): { password_hash: string; password_salt: string; password_params: string } {
  const db = new Database(`${shop.dir}/shop.db`, { readonly: true });
  try {
    return db.prepare('SELECT password_hash, password_salt, password_params FROM customers WHERE email = ?').get(email) as never;
  } finally {
    db.close();
  }
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
        Email: 'cost@example.com', Password: base64('strong-enough'), FirstName: 'Ewa', LastName: 'Kos',
        StreetAddress: 'ul. Polna 1', StreetAddress2: '-', ZipPostalCode: '00-001', City: 'Warszawa', CountryId: 1, StateProvinceId: 7,
      },
    });
    expect(registered.statusCode).toBe(200);
    const stored = storedPassword(shop, 'cost@example.com');
    expect(stored.password_params).toBe('N=131072,r=8,p=1');
    const expected = scryptSync('strong-enough', Buffer.from(stored.password_salt, 'hex'), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 });
    expect(stored.password_hash).toBe(expected.toString('hex'));
    await shop.login({ email: 'cost@example.com', password: 'strong-enough' });
  });

  it('a hash made at the old cost (N=2^14, before parameters were stored) still signs in and is made again at N=2^17', async () => {
    // a hash as the shop made them before: Node's default scrypt cost, the parameters not written
    const salt = randomBytes(16);
    const legacy = scryptSync('dealer123', salt, 64).toString('hex');
    expect(LEGACY_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const db = new Database(`${shop.dir}/shop.db`);
    db.prepare("UPDATE customers SET password_hash = ?, password_salt = ?, password_params = 'N=16384,r=8,p=1' WHERE email = ?").run(legacy, salt.toString('hex'), DEALER.email);
    db.close();

    await expect(shop.login({ ...DEALER, password: 'wrong-password' })).rejects.toThrow('401');
    expect(storedPassword(shop, DEALER.email).password_hash).toBe(legacy);
    await shop.login(DEALER);
    const upgraded = storedPassword(shop, DEALER.email);
    expect(upgraded.password_params).toBe('N=131072,r=8,p=1');
    expect(upgraded.password_hash).not.toBe(legacy);
    expect(upgraded.password_salt).not.toBe(salt.toString('hex'));
    // the new hash signs in too, and is left as it is
    await shop.login(DEALER);
    expect(storedPassword(shop, DEALER.email)).toEqual(upgraded);
  });

});

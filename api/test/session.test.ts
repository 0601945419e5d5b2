import { base64, DEALER, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const login = (body: unknown) => shop.call('POST', '/api/user/login', { body });

describe('POST /api/user/login', () => {
  it('answers the token as plain text for the demo dealer', async () => {
    const response = await login({ email: DEALER.email, password: base64(DEALER.password) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts Email/Password spelled in any case, and paths in any case', async () => {
    const response = await shop.call('POST', '/API/User/Login', {
      body: { Email: 'DEALER@example.com', PASSWORD: base64(DEALER.password) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the spec title for a wrong password or an unknown e-mail', async () => {
    for (const body of [
      { email: DEALER.email, password: base64('wrong-password') },
      { email: 'nobody@example.com', password: base64('dealer123') },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        title: 'Login was unsuccessful. Please correct the errors and try again. The credentials provided are incorrect',
        status: 401,
      });
    }
  });

  it('answers 400 with field messages when fields are missing or the password is not Base64', async () => {
    const missing = await login({});
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { email: ['Email is required.'], password: ['Password is required.'] },
    });
    const notBase64 = await login({ email: DEALER.email, password: 'not base64!' });
    expect(json(notBase64)).toMatchObject({ errors: { password: ['Password must be sent Base64-encoded.'] } });
  });

  it('answers 400 (not 500) for malformed JSON and for a body that is not an object', async () => {
    const malformed = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ title: 'Malformed JSON body.', status: 400 });
    const array = await login(['dealer@example.com']);
    expect(array.statusCode).toBe(400);
  });

  it('logs in a customer registered with Polish letters in the password', async () => {
    const password = 'zażółć123';
    const registered = await shop.call('POST', '/api/Customer/register', {
      body: {
        Email: 'polish@example.com',
        Password: base64(password),
        FirstName: 'Zofia',
        LastName: 'Źdźbło',
        StreetAddress: 'ul. Żółkiewskiego 5',
        StreetAddress2: 'lok. 2',
        ZipPostalCode: '00-001',
        City: 'Łódź',
        CountryId: 1,
        StateProvinceId: 5,
      },
    });
    expect(registered.statusCode).toBe(200);
    const response = await login({ email: 'polish@example.com', password: base64(password) });
    expect(response.statusCode).toBe(200);
    // the same letters in another encoding (Latin-1 bytes) are a different password
    const latin1 = await login({ email: 'polish@example.com', password: Buffer.from('zazolc123', 'latin1').toString('base64') });
    expect(latin1.statusCode).toBe(401);
  });
});

describe('login throttling (OWASP ASVS 2.2.1: nobody can lock a dealer out)', () => {
  const HOUR = 60 * 60_000;
  /** Lower budgets than production's, the same rules (auth/login-throttle.ts). */
  const LIMITS = {
    perPair: 3,
    perAccount: 5,
    perAddress: 8,
    windowMs: HOUR,
    firstDelayMs: 30_000,
    maxDelayMs: 4 * 60_000,
    knownAddressMs: 30 * 24 * HOUR,
  };
  const TOO_MANY = { title: 'Too many login attempts. Try again later.', status: 429 };
  let limited: TestShop;
  /** The server's clock (epoch ms): the tests move it instead of waiting. */
  let time: number;
  const startAt = async (limits?: Partial<typeof LIMITS>) => {
    time = Date.UTC(2026, 0, 5, 9, 0, 0);
    limited = await startShop({ ...(limits && { loginLimits: limits }), clock: () => time });
  };
  afterEach(() => limited.close());
  const attempt = (email: string, password: string, remoteAddress = '10.0.0.1', shop = limited) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: { 'accept-language': 'en' },
      payload: { email, password: base64(password) },
    });
  const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

  describe('with the production limits', () => {
    beforeEach(() => startAt());

    it('a stranger failing 10 times (and 40) elsewhere does not keep the dealer out of the address he signed in from lately', async () => {
      expect((await attempt('dealer@example.com', 'dealer123', '10.20.0.1')).statusCode).toBe(200);
      time += 24 * HOUR;
      const stranger = [];
      for (let index = 0; index < 40; index++)
        stranger.push((await attempt('dealer@example.com', `guess-${index}`, `203.0.113.${index + 1}`)).statusCode);
      // the stranger got his free tries, then waits
      expect(stranger.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(stranger.slice(10).every((status) => status === 429)).toBe(true);
      const dealer = await attempt('dealer@example.com', 'dealer123', '10.20.0.1');
      expect(dealer.statusCode).toBe(200);
      // from an address the dealer never used the account's delay holds (the right password too), with the message of the contract
      const unknown = await attempt('dealer@example.com', 'dealer123', '198.51.100.7');
      expect(unknown.statusCode).toBe(429);
      expect(json(unknown)).toEqual(TOO_MANY);
      expect(retryAfter(unknown)).toBeGreaterThan(0);
      expect(retryAfter(unknown)).toBeLessThan(900);
    });

    it('30 failures from one address keep out neither the dealers who signed in from it lately nor anyone elsewhere, and stop the spraying there', async () => {
      expect((await attempt('dealer@example.com', 'dealer123', '10.30.0.1')).statusCode).toBe(200);
      for (let index = 0; index < 30; index++)
        expect((await attempt(`guess${index}@example.com`, 'Spring2026!', '10.30.0.1')).statusCode).toBe(401);
      // spraying on from there waits
      expect((await attempt('guess30@example.com', 'Spring2026!', '10.30.0.1')).statusCode).toBe(429);
      // a dealer who never signed in from there waits too; elsewhere he is welcome
      expect((await attempt('dealer2@example.com', 'dealer234', '10.30.0.1')).statusCode).toBe(429);
      expect((await attempt('dealer2@example.com', 'dealer234', '10.30.0.2')).statusCode).toBe(200);
      // the dealer of that office signs in as ever
      expect((await attempt('dealer@example.com', 'dealer123', '10.30.0.1')).statusCode).toBe(200);
    });
  });

  describe('with lower limits', () => {
    beforeEach(() => startAt(LIMITS));

    it('delays grow with each failure beyond the free ones (Retry-After 30, 60, 120, 240, 240 s), and after the wait the right password signs in: no 15-minute lock', async () => {
      for (let index = 0; index < LIMITS.perPair; index++)
        expect((await attempt('dealer2@example.com', 'nope', '10.6.0.1')).statusCode).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 5; round++) {
        const refused = await attempt('dealer2@example.com', 'dealer234', '10.6.0.1');
        expect(refused.statusCode).toBe(429);
        expect(json(refused)).toEqual(TOO_MANY);
        waits.push(retryAfter(refused));
        time += retryAfter(refused) * 1000;
        expect((await attempt('dealer2@example.com', `nope-${round}`, '10.6.0.1')).statusCode).toBe(401);
      }
      expect(waits).toEqual([30, 60, 120, 240, 240]);
      // one second short of the wait: still refused; then the right password
      time += 239_000;
      expect((await attempt('dealer2@example.com', 'dealer234', '10.6.0.1')).statusCode).toBe(429);
      time += 1000;
      expect((await attempt('dealer2@example.com', 'dealer234', '10.6.0.1')).statusCode).toBe(200);
      // signed in: the failures from there are forgotten
      expect((await attempt('dealer2@example.com', 'typo', '10.6.0.1')).statusCode).toBe(401);
      expect((await attempt('dealer2@example.com', 'dealer234', '10.6.0.1')).statusCode).toBe(200);
    });

    it('a guesser at one address is held by the budget of that account and address first; the account elsewhere is not', async () => {
      for (let index = 0; index < LIMITS.perPair; index++)
        expect((await attempt('dealer2@example.com', 'nope', '10.7.0.1')).statusCode).toBe(401);
      expect((await attempt('dealer2@example.com', 'nope', '10.7.0.1')).statusCode).toBe(429);
      expect((await attempt('dealer2@example.com', 'dealer234', '10.7.0.2')).statusCode).toBe(200);
    });

    it('failures are forgotten after the window', async () => {
      for (let index = 0; index < LIMITS.perPair; index++)
        expect((await attempt('dealer2@example.com', 'nope', '10.8.0.1')).statusCode).toBe(401);
      expect((await attempt('dealer2@example.com', 'nope', '10.8.0.1')).statusCode).toBe(429);
      time += LIMITS.windowMs;
      expect((await attempt('dealer2@example.com', 'dealer234', '10.8.0.1')).statusCode).toBe(200);
    });

    it('an address is known for knownAddressMs after the last sign-in from it', async () => {
      expect((await attempt('dealer2@example.com', 'dealer234', '10.9.0.1')).statusCode).toBe(200);
      time += LIMITS.knownAddressMs + 1;
      for (let index = 0; index < LIMITS.perAccount; index++)
        expect((await attempt('dealer2@example.com', 'nope', `203.0.113.${index + 1}`)).statusCode).toBe(401);
      expect((await attempt('dealer2@example.com', 'dealer234', '10.9.0.1')).statusCode).toBe(429);
    });

    it('a burst of parallel wrong passwords gets no more guesses than the account allows: the rest answer 429 with Retry-After; the dealer still signs in from his address', async () => {
      expect((await attempt('dealer2@example.com', 'dealer234', '10.2.0.9')).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) => attempt('dealer2@example.com', `guess-${index}`, `10.1.0.${index}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.perAccount);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25 - LIMITS.perAccount);
      for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
        expect(retryAfter(refused)).toBeGreaterThan(0);
        expect(retryAfter(refused)).toBeLessThanOrEqual(LIMITS.firstDelayMs / 1000);
      }
      // from an address of no sign-in the right password waits too; from the dealer's own it does not
      const right = await attempt('dealer2@example.com', 'dealer234', '10.2.0.1');
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toBeDefined();
      expect((await attempt('dealer2@example.com', 'dealer234', '10.2.0.9')).statusCode).toBe(200);
    });

    it('a successful login does not use up the address budget of an office of dealers', async () => {
      for (let index = 0; index < LIMITS.perAddress + 4; index++)
        expect((await attempt('dealer@example.com', 'dealer123', '10.3.0.1')).statusCode).toBe(200);
    });

    it('behind a trusted proxy each dealer has his own budget; without TRUST_PROXY a forwarded address is not believed', async () => {
      const proxied = await startShop({ loginLimits: LIMITS, trustProxy: '10.9.0.1', clock: () => time });
      try {
        const viaProxy = (email: string, password: string, client: string) =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/user/login',
            remoteAddress: '10.9.0.1',
            headers: { 'x-forwarded-for': client },
            payload: { email, password: base64(password) },
          });
        for (let index = 0; index < LIMITS.perAddress; index++)
          expect((await viaProxy(`guess${index}@example.com`, 'x', '203.0.113.7')).statusCode).toBe(401);
        expect((await viaProxy('dealer@example.com', 'dealer123', '203.0.113.7')).statusCode).toBe(429);
        expect((await viaProxy('dealer@example.com', 'dealer123', '203.0.113.8')).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
      // not trusted: the header changes nothing, the connection's address is the budget
      const forged = (email: string, client: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: '10.4.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email, password: base64('x') },
        });
      for (let index = 0; index < LIMITS.perAddress; index++)
        expect((await forged(`nobody${index}@example.com`, `198.51.100.${index}`)).statusCode).toBe(401);
      expect((await forged('someone@example.com', '198.51.100.99')).statusCode).toBe(429);
    });

    it('IPv6 clients share one budget per /64, and the next /64 has its own', async () => {
      for (let index = 0; index < LIMITS.perAddress; index++)
        expect((await attempt(`guess${index}@example.com`, 'x', `2001:db8:1:2::${index + 1}`)).statusCode).toBe(401);
      expect((await attempt('dealer@example.com', 'dealer123', '2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
      expect((await attempt('dealer@example.com', 'dealer123', '2001:db8:1:3::1')).statusCode).toBe(200);
    });
  });
});

describe('session', () => {
  let fresh: TestShop;
  beforeAll(async () => {
    fresh = await startShop();
  });
  afterAll(() => fresh.close());

  it('GET /api/Customer/get answers the dealer with addresses, and 401 without a token', async () => {
    const token = await fresh.login();
    const response = await fresh.call('GET', '/api/Customer/get', { token });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      Email: 'dealer@example.com',
      FirstName: 'Jan',
      LastName: 'Kowalski',
      Discount: 12,
      Addresses: [expect.objectContaining({ City: 'Warszawa', CountryName: 'Poland' }), expect.objectContaining({ City: 'Kraków' })],
    });
    const anonymous = await fresh.call('GET', '/api/Customer/get');
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ title: 'Unauthorized', status: 401 });
    expect((await fresh.call('GET', '/api/Customer/get', { token: 'made-up-token' })).statusCode).toBe(401);
    expect((await fresh.call('GET', '/api/Customer/get', { headers: { authorization: token } })).statusCode).toBe(401);
  });

  it('logout revokes the presented token only', async () => {
    const first = await fresh.login();
    const second = await fresh.login();
    const logout = await fresh.call('POST', '/api/user/logout', { token: first });
    expect(logout.statusCode).toBe(200);
    expect(json(logout)).toEqual({ Success: true });
    expect((await fresh.call('GET', '/api/Customer/get', { token: first })).statusCode).toBe(401);
    expect((await fresh.call('POST', '/api/user/logout', { token: first })).statusCode).toBe(401);
    expect((await fresh.call('GET', '/api/Customer/get', { token: second })).statusCode).toBe(200);
  });

  it('stores only hashes of tokens and passwords', async () => {
    const token = await fresh.login();
    const db = await fresh.database();
    const sessions = await db.selectFrom('sessions').select('token_hash').execute();
    const customer = await db
      .selectFrom('customers')
      .select('password_hash')
      .where('email', '=', 'dealer@example.com')
      .executeTakeFirstOrThrow();
    expect(sessions.some((row) => row.token_hash === token)).toBe(false);
    expect(sessions.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash ?? ''))).toBe(true);
    expect(customer.password_hash).not.toContain('dealer123');
  });
});

describe('session expiry', () => {
  const HOUR = 60 * 60 * 1000;
  let clock = Date.UTC(2025, 0, 6, 8, 0);
  let shop: TestShop;
  beforeEach(async () => {
    clock = Date.UTC(2025, 0, 6, 8, 0);
    shop = await startShop({ clock: () => clock });
  });
  afterEach(() => shop.close());

  const signedIn = async (token: string) => (await shop.call('GET', '/api/Customer/get', { token })).statusCode === 200;
  const sessionRows = async () =>
    (await shop.database())
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
      .orderBy('created_at')
      .execute();

  it('ends a session after 8 hours without a request', async () => {
    const token = await shop.login();
    clock += 8 * HOUR - 60_000;
    expect(await signedIn(token)).toBe(true);
    // each request starts the idle clock again
    clock += 8 * HOUR - 60_000;
    expect(await signedIn(token)).toBe(true);
    clock += 8 * HOUR;
    expect(await signedIn(token)).toBe(false);
  });

  it('ends a session 7 days after sign-in however busy it is', async () => {
    const token = await shop.login();
    for (let hours = 0; hours < 7 * 24 - 4; hours += 4) {
      clock += 4 * HOUR;
      expect(await signedIn(token)).toBe(true);
    }
    clock += 4 * HOUR;
    expect(await signedIn(token)).toBe(false);
  });

  it('writes the last-seen time at most once a minute, not on every request', async () => {
    const token = await shop.login();
    const signedInAt = clock;
    for (let second = 0; second < 50; second += 10) {
      clock = signedInAt + second * 1000;
      expect(await signedIn(token)).toBe(true);
    }
    expect((await sessionRows())[0]?.last_seen_at).toBe(signedInAt);
    clock = signedInAt + 61_000;
    expect(await signedIn(token)).toBe(true);
    expect((await sessionRows())[0]?.last_seen_at).toBe(signedInAt + 61_000);
  });

  it('deletes ended sessions (idle too long, past 7 days, revoked) at the next sign-in, and keeps the live ones', async () => {
    const idle = await shop.login();
    const busy = await shop.login();
    const revoked = await shop.login();
    await shop.call('POST', '/api/user/logout', { token: revoked });
    expect(await sessionRows()).toHaveLength(3);
    clock += 5 * HOUR;
    expect(await signedIn(busy)).toBe(true);
    clock += 4 * HOUR;
    await shop.login();
    // the idle one (9 hours) and the revoked one are gone; the busy one and the new one stay
    const rows = await sessionRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revoked_at === null)).toBe(true);
    expect(await signedIn(idle)).toBe(false);
    expect(await signedIn(busy)).toBe(true);
  });
});

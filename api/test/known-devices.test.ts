import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { base64, DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { startMailbox } from './mailbox';

/**
 * Known devices (OWASP's device cookies): strangers failing the dealer's password from addresses
 * he has not used (a new site, or the NAT he shares) must not keep him out of his own browser,
 * while the strangers themselves stay held per account and per address.
 */
const HOUR = 60 * 60_000;
const TOO_MANY = { title: 'Too many login attempts. Try again later.', status: 429 };
const COOKIE = 'parts_device';

let shop: TestShop;
/** The server's clock (epoch ms): the tests move it instead of waiting. */
let time: number;
beforeEach(async () => {
  time = Date.UTC(2026, 0, 5, 9, 0, 0);
  // the production limits: 10 failures of an account from addresses it has not used, then 30 s doubling to 15 minutes
  shop = await startShop({ clock: () => time });
});
afterEach(() => shop.close());

const login = (user: { email: string; password: string }, remoteAddress: string, device?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    headers: { 'accept-language': 'en', ...(device !== undefined && { cookie: `${COOKIE}=${device}` }) },
    payload: { email: user.email, password: base64(user.password) },
  });
const deviceCookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === COOKIE);
/** The device cookie a correct sign-in gives a browser. */
async function signInOnNewDevice(user: { email: string; password: string }, remoteAddress: string): Promise<string> {
  const response = await login(user, remoteAddress);
  expect(response.statusCode).toBe(200);
  const cookie = deviceCookieOf(response);
  if (!cookie) throw new Error('no device cookie');
  return cookie.value;
}
/** A stranger trying `count` wrong passwords of the account, each from an address of its own. */
async function strangerFails(email: string, count: number, firstAddress = 1): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++)
    statuses.push((await login({ email, password: `guess-${index}` }, `203.0.113.${firstAddress + index}`)).statusCode);
  return statuses;
}

it('a correct sign-in gives the browser a device cookie: httpOnly, same-site strict, sent to the login alone; a failed one gives none', async () => {
  const failed = await login({ ...DEALER, password: 'nope' }, '10.1.0.1');
  expect(failed.statusCode).toBe(401);
  expect(deviceCookieOf(failed)).toBeUndefined();
  const signedIn = await login(DEALER, '10.1.0.1');
  expect(signedIn.statusCode).toBe(200);
  const cookie = deviceCookieOf(signedIn);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login', maxAge: 90 * 24 * 60 * 60 });
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // the known browser signs in again without a new cookie
  expect(deviceCookieOf(await login(DEALER, '10.1.0.1', cookie?.value))).toBeUndefined();
});

it('the database keeps only a hash of the device cookie', async () => {
  const device = await signInOnNewDevice(DEALER, '10.1.0.2');
  const rows = await (await shop.database()).selectFrom('known_devices').select(['token_hash', 'customer_id']).execute();
  expect(rows).toEqual([{ token_hash: createHash('sha256').update(device).digest('hex'), customer_id: expect.any(Number) }]);
  expect(JSON.stringify(rows)).not.toContain(device);
});

it("a stranger's failures from new addresses do not lock the dealer's known device out, at a new address either; the stranger waits", async () => {
  const device = await signInOnNewDevice(DEALER, '10.20.0.1');
  time += 24 * HOUR;
  const stranger = await strangerFails(DEALER.email, 40);
  // the stranger had his free tries, then waits (30 s doubling up to 15 minutes)
  expect(stranger.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(stranger.slice(10).every((status) => status === 429)).toBe(true);
  // at a site the dealer never signed in from, a browser without the cookie (another one, or the stranger with the password) waits
  const unknown = await login(DEALER, '198.51.100.7');
  expect(unknown.statusCode).toBe(429);
  expect(json(unknown)).toEqual(TOO_MANY);
  // the dealer's own browser there: in
  expect((await login(DEALER, '198.51.100.7', device)).statusCode).toBe(200);
  // and the stranger goes on waiting: the dealer's sign-in forgave him nothing
  expect((await login({ ...DEALER, password: 'guess-again' }, '203.0.113.99')).statusCode).toBe(429);
});

it("a stranger behind the dealer's own NAT cannot keep him out either, and is held by that address's budget", async () => {
  const device = await signInOnNewDevice(DEALER, '10.30.0.1');
  time += 24 * HOUR;
  // the dealer's office now goes out through a new address, shared with a stranger who fails there (and elsewhere)
  const nat = '192.0.2.50';
  const atNat: number[] = [];
  for (let index = 0; index < 8; index++) atNat.push((await login({ ...DEALER, password: `guess-${index}` }, nat)).statusCode);
  expect(atNat.slice(0, 5)).toEqual(Array(5).fill(401));
  expect(atNat.slice(5)).toEqual([429, 429, 429]);
  await strangerFails(DEALER.email, 10);
  expect((await login(DEALER, nat, device)).statusCode).toBe(200);
  expect((await login({ ...DEALER, password: 'one-more' }, nat)).statusCode).toBe(429);
});

it("a known device is held by its own failures: after 5 it waits like anyone (a stolen cookie buys no guesses), and the dealer's right password after the wait signs in", async () => {
  const device = await signInOnNewDevice(DEALER, '10.40.0.1');
  const own: number[] = [];
  for (let index = 0; index < 6; index++) own.push((await login({ ...DEALER, password: `typo-${index}` }, '10.40.0.1', device)).statusCode);
  expect(own).toEqual([401, 401, 401, 401, 401, 429]);
  const refused = await login(DEALER, '10.40.0.1', device);
  expect(refused.statusCode).toBe(429);
  time += Number(refused.headers['retry-after']) * 1000;
  expect((await login(DEALER, '10.40.0.1', device)).statusCode).toBe(200);
});

it("a device cookie is bound to its customer: with another dealer's account it counts as a stranger's sign-in", async () => {
  const device = await signInOnNewDevice(DEALER, '10.50.0.1');
  await signInOnNewDevice(DEALER2, '10.50.0.2');
  time += 24 * HOUR;
  await strangerFails(DEALER2.email, 12);
  // the first dealer's cookie does not open the second dealer's account from a new address
  expect((await login(DEALER2, '198.51.100.8', device)).statusCode).toBe(429);
  // a made-up cookie neither
  expect((await login(DEALER2, '198.51.100.8', 'x'.repeat(43))).statusCode).toBe(429);
});

it('changing the password forgets every known device of the customer', async () => {
  const device = await signInOnNewDevice(DEALER2, '10.60.0.1');
  const token = (await login(DEALER2, '10.60.0.1', device)).body;
  const changed = await shop.call('POST', '/api/Customer/SetPassword', {
    token,
    body: { Password: base64('new-password-1'), CurrentPassword: base64(DEALER2.password) },
  });
  expect(changed.statusCode).toBe(200);
  time += 24 * HOUR;
  await strangerFails(DEALER2.email, 12);
  // the old cookie is no longer a known device: from a new address the account's delay holds
  expect((await login({ ...DEALER2, password: 'new-password-1' }, '198.51.100.9', device)).statusCode).toBe(429);
  expect(await (await shop.database()).selectFrom('known_devices').selectAll().execute()).toEqual([]);
});

it('a device unused for 90 days is forgotten', async () => {
  const device = await signInOnNewDevice(DEALER, '10.70.0.1');
  time += 90 * 24 * HOUR + 1;
  await strangerFails(DEALER.email, 12);
  expect((await login(DEALER, '198.51.100.10', device)).statusCode).toBe(429);
});

it('recovering the password with the mailed link forgets every known device too', async () => {
  const mailbox = await startMailbox();
  const recovering = await startShop({ clock: () => time, mail: { smtpUrl: mailbox.url } });
  try {
    const on = (user: { email: string; password: string }, remoteAddress: string, device?: string) =>
      recovering.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        headers: { 'accept-language': 'en', ...(device !== undefined && { cookie: `${COOKIE}=${device}` }) },
        payload: { email: user.email, password: base64(user.password) },
      });
    const device = deviceCookieOf(await on(DEALER, '10.80.0.1'))?.value ?? '';
    expect(device).not.toBe('');
    expect(json(await recovering.call('POST', '/api/Customer/PasswordRecovery', { body: { Email: DEALER.email } }))).toEqual({
      Success: true,
    });
    await recovering.app.mailWorker.runOnce();
    const mail = await mailbox.waitFor((received) => received.text.includes('/forgot-password/confirm'));
    const token = new URL(/https?:\/\/\S+\/forgot-password\/confirm\S*/.exec(mail.text)?.[0] ?? 'http://x').searchParams.get('token') ?? '';
    const confirmed = await recovering.call('POST', '/api/Customer/PasswordRecoveryConfirm', {
      body: { Email: DEALER.email, NewPassword: base64('recovered-1'), ConfirmNewPassword: base64('recovered-1'), Token: token },
    });
    expect(confirmed.statusCode).toBe(200);
    time += 24 * HOUR;
    for (let index = 0; index < 12; index++) await on({ ...DEALER, password: `guess-${index}` }, `203.0.113.${index + 1}`);
    expect((await on({ ...DEALER, password: 'recovered-1' }, '198.51.100.11', device)).statusCode).toBe(429);
  } finally {
    await recovering.close();
    await mailbox.stop();
  }
});

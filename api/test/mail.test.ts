import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { insertMail } from '../src/data/outbox';
import { openDatabase, type Db } from '../src/db/database';
import { mailOutboxState } from '../src/domain/mail';
import { smtpTransport } from '../src/mail/transport';
import { MailWorker } from '../src/mail/worker';
import { base64, DEALER, DEALER2, json, registration, startShop, type TestShop } from './helpers';
import { eventually } from './eventually';
import { startMailbox, type Mailbox, type ReceivedMail } from './mailbox';

/**
 * The shop's e-mail against a real SMTP server (smtp-server, test/mailbox.ts), on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL): what each message says, in which language, and the outbox that
 * keeps mail while the SMTP server is away. Times are the server's injected clock, which the tests
 * move; the worker is driven by runOnce() or waited for with a bounded poll, never by a sleep.
 */

const ORIGIN = 'https://parts.example.com';
const SILENT_LOG = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs the worker until nothing is pending (bounded): the rows of messages just received are deleted too. */
async function settled(shop: TestShop): Promise<void> {
  await eventually('the outbox to empty', async () => {
    await shop.app.mailWorker.runOnce();
    return (await mailOutboxState(await shop.database(), Date.now())).pending === 0;
  });
}

interface OrderLine {
  Sku: string;
  ProductName: string;
  Quantity: number;
}
interface Order {
  Id: number;
  OrderNumber: string;
  Items: OrderLine[];
  OrderTotal: number;
  OrderShipping: number;
  ShippingMethod: string;
  PaymentMethod: string;
  PickupAddress: { Name: string } | null;
}

async function register(shop: TestShop, email: string, password: string): Promise<void> {
  const answer = await shop.call('POST', '/api/Customer/register', {
    body: registration({ Email: email, Password: base64(password), Newsletter: false, VatNumber: '' }),
  });
  expect(json(answer)).toEqual({ Success: true });
}

async function fillCart(shop: TestShop, token: string, items: [string, number][]): Promise<void> {
  await shop.call('POST', '/api/ShoppingCart/ClearCart', { token, body: {} });
  for (const [sku, quantity] of items) {
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } }),
    );
    await shop.call('POST', '/api/Level4/AddItem', {
      token,
      body: { marke: 'NS', produktart: 'PKW', ProductId: found.SimpleProduct.Id, Quantity: quantity },
    });
  }
}

const COURIER = {
  BillingAddressId: 1,
  ShippingAddressId: 1,
  ShippingMethodName: 'Courier DPD',
  PickUpInStoreId: '',
  PaymentMethodSystemName: 'Payments.BankTransfer',
  TermsOfServiceOnOrderConfirmPage: true,
};

async function placeOrder(shop: TestShop, token: string, body: object, language: 'en' | 'pl'): Promise<Order> {
  const headers = { 'accept-language': language };
  const confirmed = json<{ Success: boolean; PlacedOrder: { Id: number } | null; Errors: string[] }>(
    await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token, body, headers }),
  );
  expect(confirmed.Errors).toEqual([]);
  return json<Order>(await shop.call('GET', `/api/Order/get?id=${confirmed.PlacedOrder?.Id}`, { token, headers }));
}

/** Money as the dealer reads it in each language (NBSP or space between the parts). */
const amountPattern = (amount: number, language: 'en' | 'pl'): RegExp =>
  language === 'en'
    ? new RegExp(`PLN\\s?${amount.toFixed(2).replace('.', '\\.')}`)
    : new RegExp(`${amount.toFixed(2).replace('.', ',')}\\s?zł`);

const linksIn = (mail: ReceivedMail): URL[] => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));

describe('mail over SMTP', () => {
  let shop: TestShop;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startShop({ mail: { smtpUrl: mailbox.url, shopOrigin: ORIGIN, from: 'Nordstern Parts <shop@parts.example.com>' } });
  });
  afterAll(async () => {
    await shop.close();
    await mailbox.stop();
  });

  it('mails a recovery link in the request’s language whose origin is the configured one, never the Host header; it sets a new password', async () => {
    await register(shop, 'recover@example.com', 'old-password');
    const asked = await shop.call('POST', '/api/Customer/PasswordRecovery', {
      body: { Email: 'recover@example.com' },
      headers: { 'accept-language': 'pl', host: 'evil.example.net' },
    });
    expect(json(asked)).toEqual({ Success: true });
    const mail = await mailbox.waitFor(
      (received) => received.to.includes('recover@example.com') && received.subject.startsWith('Ustaw nowe hasło'),
    );
    expect(mail.from).toBe('shop@parts.example.com');
    expect(mail.subject).toBe('Ustaw nowe hasło – Portal Części Nordstern');
    expect(mail.text).toContain('Dzień dobry Tomasz Wiśniewski,');
    const [link] = linksIn(mail);
    expect(link?.origin).toBe(ORIGIN);
    expect(link?.pathname).toBe('/forgot-password/confirm');
    expect(link?.searchParams.get('email')).toBe('recover@example.com');
    expect(mail.html).toContain(`href="${link?.toString().replace(/&/g, '&amp;')}"`);
    expect(mail.text + mail.html).not.toContain('evil.example.net');

    const token = link?.searchParams.get('token') ?? '';
    const confirm = await shop.call('POST', '/api/Customer/PasswordRecoveryConfirm', {
      body: { Email: 'recover@example.com', NewPassword: base64('new-password'), ConfirmNewPassword: base64('new-password'), Token: token },
      headers: { 'accept-language': 'pl' },
    });
    expect(json(confirm)).toEqual({ Success: true });
    await shop.login({ email: 'recover@example.com', password: 'new-password' });
    // the new password is told to the customer too
    const notice = await mailbox.waitFor(
      (received) => received.to.includes('recover@example.com') && received.subject.startsWith('Hasło zostało zmienione'),
    );
    expect(notice.text).toContain('Hasło do Twojego konta zostało zmienione');
  });

  it('mails nothing for an unknown address (the answer is the same)', async () => {
    await settled(shop);
    const before = mailbox.received.length;
    expect(json(await shop.call('POST', '/api/Customer/PasswordRecovery', { body: { Email: 'nobody@example.com' } }))).toEqual({
      Success: true,
    });
    expect(await mailOutboxState(await shop.database(), Date.now())).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 0 });
    expect(mailbox.received.length).toBe(before);
  });

  it('confirms an order in English: number, lines, totals, delivery, payment; values escaped in the HTML', async () => {
    const token = await shop.login(DEALER);
    await fillCart(shop, token, [
      ['99110000001', 2],
      ['99340000001', 1],
    ]);
    const order = await placeOrder(shop, token, { ...COURIER, OrderNote: 'Gate <b>B</b> & ring' }, 'en');
    const mail = await mailbox.waitFor((received) => received.subject.includes(order.OrderNumber));
    expect(mail.to).toEqual([DEALER.email]);
    expect(mail.subject).toBe(`Order ${order.OrderNumber} received – Nordstern Parts Portal`);
    expect(mail.text).toContain(`We received order ${order.OrderNumber}`);
    expect(mail.text).toContain('99110000001 Oil filter element: 2 ×');
    expect(mail.text).toContain('99340000001 Brake pad set, front axle: 1 ×');
    expect(mail.text).toMatch(new RegExp(`Order total: ${amountPattern(order.OrderTotal, 'en').source}`));
    expect(mail.text).toMatch(new RegExp(`Shipping: ${amountPattern(order.OrderShipping, 'en').source}`));
    expect(mail.text).toContain('Delivery: Courier DPD');
    expect(mail.text).toContain('Payment: Bank transfer');
    expect(mail.text).toContain('Shipping address:');
    expect(mail.text).toContain('Your note: Gate <b>B</b> & ring');
    expect(mail.html).toContain('Gate &lt;b&gt;B&lt;/b&gt; &amp; ring');
    expect(mail.html).not.toContain('<b>B</b>');
    expect(linksIn(mail).map(String)).toContain(`${ORIGIN}/orderdetails/${order.Id}`);
  });

  it('confirms an order in Polish with pickup in store', async () => {
    const token = await shop.login(DEALER2);
    await fillCart(shop, token, [['99110000001', 1]]);
    const points = json<{ PickupPoints: { Id: number; Name: string }[] }>(
      await shop.call('GET', '/api/ShoppingCart/ShippingAddress', { token }),
    ).PickupPoints;
    const pickup = {
      BillingAddressId: 0,
      ShippingAddressId: '',
      ShippingMethodName: '',
      ShippingRateComputationMethodSystemName: 'Pickup.PickupInStore',
      PickUpInStoreId: points[0]?.Id,
      PaymentMethodSystemName: 'Payments.PayAtPickup',
      TermsOfServiceOnOrderConfirmPage: true,
      OrderNote: '',
    };
    const customer = json<{ BillingAddress: number | null }>(await shop.call('GET', '/api/Customer/get', { token }));
    pickup.BillingAddressId = customer.BillingAddress ?? 0;
    const order = await placeOrder(shop, token, pickup, 'pl');
    const mail = await mailbox.waitFor((received) => received.subject.includes(order.OrderNumber));
    expect(mail.to).toEqual([DEALER2.email]);
    expect(mail.subject).toBe(`Przyjęliśmy zamówienie ${order.OrderNumber} – Portal Części Nordstern`);
    expect(mail.text).toContain('Dziękujemy za zamówienie.');
    expect(mail.text).toContain('99110000001 Wkład filtra oleju: 1 ×');
    expect(mail.text).toMatch(new RegExp(`Razem: ${amountPattern(order.OrderTotal, 'pl').source}`));
    expect(mail.text).toContain(`Odbiór osobisty: ${order.PickupAddress?.Name}`);
    expect(mail.text).toContain(`Płatność: ${order.PaymentMethod}`);
    expect(mail.text).not.toContain('Adres dostawy');
  });

  it('an order refused (empty cart) mails nothing', async () => {
    await settled(shop);
    const before = mailbox.received.length;
    const token = await shop.login(DEALER);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token, body: {} });
    const refused = json<{ Success: boolean }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token, body: { ...COURIER, OrderNote: '' } }),
    );
    expect(refused.Success).toBe(false);
    expect((await mailOutboxState(await shop.database(), Date.now())).pending).toBe(0);
    expect(mailbox.received.length).toBe(before);
  });

  it('tells of a new password, and of a new e-mail address at the old address only', async () => {
    await register(shop, 'old-address@example.com', 'first-password');
    const token = await shop.login({ email: 'old-address@example.com', password: 'first-password' });
    const set = await shop.call('POST', '/api/Customer/SetPassword', {
      token,
      body: { Password: base64('second-password'), CurrentPassword: base64('first-password') },
    });
    expect(set.statusCode).toBe(200);
    const password = await mailbox.waitFor(
      (received) => received.to.includes('old-address@example.com') && received.subject.startsWith('Your password was changed'),
    );
    expect(password.text).toContain('The password of your account was changed on');

    const profile = {
      Email: 'new-address@example.com',
      FirstName: 'Tomasz',
      LastName: 'Wiśniewski',
      Company: 'Wiśniewski Auto',
      CurrentPassword: base64('second-password'),
    };
    await settled(shop);
    const before = mailbox.received.length;
    expect(json(await shop.call('POST', '/api/Customer/Update', { token, body: profile, headers: { 'accept-language': 'pl' } }))).toEqual({
      Success: true,
    });
    const changed = await mailbox.waitFor((received) => received.subject.startsWith('Adres e-mail został zmieniony'));
    expect(changed.to).toEqual(['old-address@example.com']);
    expect(changed.text).toContain('zmieniony na new-address@example.com');
    await settled(shop);
    expect(mailbox.received.slice(before)).toHaveLength(1);
    // a profile change that keeps the address tells nobody
    expect(json(await shop.call('POST', '/api/Customer/Update', { token, body: { ...profile, Company: 'Renamed' } }))).toEqual({
      Success: true,
    });
    expect((await mailOutboxState(await shop.database(), Date.now())).pending).toBe(0);
    expect(mailbox.received.slice(before)).toHaveLength(1);
  });
});

describe('the outbox while the SMTP server is away', () => {
  let shop: TestShop;
  let mailbox: Mailbox;
  let now = Date.UTC(2026, 10, 24, 9, 0, 0);
  const FIRST_DELAY = 60_000;
  beforeAll(async () => {
    mailbox = await startMailbox({ refuse: (address) => address.startsWith('refused') });
    shop = await startShop({
      clock: () => now,
      mail: { smtpUrl: mailbox.url, shopOrigin: ORIGIN, retry: { firstDelayMs: FIRST_DELAY, maxDelayMs: 4 * FIRST_DELAY, attempts: 4 } },
    });
  });
  afterAll(async () => {
    await shop.close();
    await mailbox.stop();
  });

  const rows = async () =>
    (await shop.database())
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'recipient', 'attempts', 'next_attempt_at', 'claim_token', 'failed_at', 'last_error'])
      .orderBy('id')
      .execute();

  /** Until the worker has tried every pending row at least `attempts` times (bounded). */
  async function triedAll(attempts: number): Promise<void> {
    await eventually(`every message tried ${attempts} times`, async () => {
      await shop.app.mailWorker.runOnce();
      const pending = (await rows()).filter((row) => row.failed_at === null);
      // tried and no longer held (the server's own worker may be the one trying)
      return pending.every((row) => row.attempts >= attempts && row.claim_token === null);
    }).catch(async (error: Error) => {
      throw new Error(`${error.message}: ${JSON.stringify(await rows())}`);
    });
  }

  it('an order placed while SMTP is down succeeds; its confirmation waits with backoff and arrives once SMTP is back', async () => {
    await mailbox.stop();
    const token = await shop.login(DEALER);
    await fillCart(shop, token, [['99110000001', 1]]);
    const order = await placeOrder(shop, token, { ...COURIER, OrderNote: '' }, 'en');
    expect(order.OrderNumber).toMatch(/^\d+$/);

    await triedAll(1);
    const [first] = await rows();
    expect(first).toMatchObject({
      kind: 'order-confirmation',
      recipient: DEALER.email,
      attempts: 1,
      failed_at: null,
      next_attempt_at: now + FIRST_DELAY,
    });
    expect(first?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await mailOutboxState(await shop.database(), now + 30_000)).toEqual({ pending: 1, oldestPendingAgeSeconds: 30, failed: 0 });

    // not due yet: nothing is tried
    await shop.app.mailWorker.runOnce();
    expect((await rows())[0]?.attempts).toBe(1);
    // due, still down: the wait doubles
    now += FIRST_DELAY;
    await triedAll(2);
    expect((await rows())[0]).toMatchObject({ attempts: 2, next_attempt_at: now + 2 * FIRST_DELAY });

    await mailbox.start();
    now += 2 * FIRST_DELAY;
    await shop.app.mailWorker.runOnce();
    const mail = await mailbox.waitFor((received) => received.subject.includes(order.OrderNumber));
    expect(mail.to).toEqual([DEALER.email]);
    await shop.app.mailWorker.runOnce();
    expect(mailbox.received.filter((received) => received.subject.includes(order.OrderNumber))).toHaveLength(1);
    expect(await rows()).toEqual([]);
    expect(await mailOutboxState(await shop.database(), now)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 0 });
  });

  it('gives up after the last attempt, and at once on a permanent refusal (5xx); the state counts them', async () => {
    const db = await shop.database();
    await mailbox.stop();
    await insertMail(db, { kind: 'test', recipient: 'someone@example.com', subject: 'never delivered', text: 'x', html: '<p>x</p>' }, now);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await triedAll(attempt);
      now += 4 * FIRST_DELAY;
    }
    await shop.app.mailWorker.runOnce();
    expect((await rows()).map((row) => [row.recipient, row.attempts, row.failed_at !== null])).toEqual([['someone@example.com', 4, true]]);

    await mailbox.start();
    await insertMail(db, { kind: 'test', recipient: 'refused@example.com', subject: 'refused', text: 'x', html: '<p>x</p>' }, now);
    await triedAll(1);
    const refused = (await rows()).find((row) => row.recipient === 'refused@example.com');
    expect(refused).toMatchObject({ attempts: 1 });
    expect(refused?.failed_at).not.toBeNull();
    expect(refused?.last_error).toMatch(/550/);
    expect(await mailOutboxState(db, now)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 2 });
  });
});

describe('several workers on one outbox (instances of the API)', () => {
  let shop: TestShop;
  let mailbox: Mailbox;
  const databases: Db[] = [];
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startShop({ mail: { smtpUrl: mailbox.url, shopOrigin: ORIGIN } });
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await shop.close();
    await mailbox.stop();
  });

  it('sends each message once however many workers claim at the same time', async () => {
    const COUNT = 40;
    const db = await shop.database();
    for (let index = 0; index < COUNT; index++) {
      await insertMail(
        db,
        {
          kind: 'test',
          recipient: `dealer${index}@example.com`,
          subject: `message ${index}`,
          text: `text ${index}`,
          html: `<p>${index}</p>`,
        },
        Date.now(),
      );
    }
    // four more instances, each with its own connections, and the shop's own worker
    const workers: MailWorker[] = [shop.app.mailWorker];
    for (let index = 0; index < 4; index++) {
      const database = await openDatabase(shop.location, { poolSize: 2 });
      databases.push(database);
      workers.push(
        new MailWorker({
          db: database.kysely,
          transport: smtpTransport(mailbox.url, 'shop@parts.example.com'),
          log: SILENT_LOG,
          clock: Date.now,
          batch: 2,
        }),
      );
    }
    const sent = await Promise.all(workers.map((worker) => worker.runOnce()));
    await mailbox.waitFor(() => mailbox.received.length >= COUNT);
    await Promise.all(workers.map((worker) => worker.runOnce()));
    const subjects = mailbox.received.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: COUNT }, (_, index) => `message ${index}`).sort());
    expect(new Set(mailbox.received.map((mail) => mail.messageId)).size).toBe(COUNT);
    // what each runOnce sent itself (the shop's own worker may have run on its timer too)
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(COUNT);
    expect(await mailOutboxState(db, Date.now())).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 0 });
  });
});

describe('mail without SMTP', () => {
  let shop: TestShop;
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
    shop = await startShop({ logLevel: 'warn', logStream, mail: { shopOrigin: ORIGIN } });
  });
  afterAll(() => shop.close());

  it('writes each message as an .eml file into the outbox folder and logs its path, never the link', async () => {
    const outbox = join(shop.dir, 'outbox');
    expect(json(await shop.call('POST', '/api/Customer/PasswordRecovery', { body: { Email: DEALER.email } }))).toEqual({ Success: true });
    await eventually('the .eml file and its log line', async () => {
      if (existsSync(outbox) && readdirSync(outbox).length > 0 && log.some((line) => line.includes('.eml'))) return true;
      await shop.app.mailWorker.runOnce();
      return false;
    });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-recovery-\d+\.eml$/);
    const file = join(outbox, files[0] ?? '');
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.subject).toBe('Reset your password – Nordstern Parts Portal');
    const link = new URL(/https:\/\/\S+/.exec(parsed.text ?? '')?.[0] ?? '');
    expect(link.origin).toBe(ORIGIN);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const entry = log.find((line) => line.includes('.eml'));
    expect(JSON.parse(entry ?? '{}')).toMatchObject({ file, kind: 'recovery' });
    expect(log.join('\n')).not.toContain(token);
    expect(log.join('\n')).not.toContain('forgot-password');
  });
});

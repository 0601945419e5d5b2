import type { Offer } from '@parts/contract/offers';
import { mailOutboxState } from '../src/domain/mail';
import { buildServer } from '../src/server';
import { eventually } from './eventually';
import { DEALER, json, startShop, TEST_PASSWORD_COST, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';
import { pdfText } from './pdf-reader';
import { employee } from './team-support';

/**
 * Issue 41, item 3 (extension team): the printed offer names the employee who made it. A saved offer
 * keeps its author (the name then, kept after the employee is removed); the company's own login's
 * offers, and those saved before, name the login; the PDF says who prepared it; without the
 * extension the answer is SPEC's (no Author).
 */
const NOW = Date.parse('2026-03-10T10:00:00Z');
let mailbox: Mailbox;
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startShop({ clock: () => NOW, mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
  admin = await shop.login(DEALER);
});
afterAll(async () => {
  await shop.close();
  await mailbox.stop();
});

const offerBody = {
  Name: 'Brakes',
  Comment: '',
  CustomerName: 'Jan Żółkiewski',
  CustomerPhone: '',
  CustomerEmail: 'klient-team@example.com',
  CustomerVatNumber: '',
  Vehicle: '',
  OrderDiscount: 0,
  ValidUntil: '2026-03-24',
  Lines: [{ Sku: '99110000001', Quantity: 1, Discount: 0 }],
};

const save = async (token: string) => {
  const saved = await shop.call('POST', '/api/Offer', { token, body: offerBody });
  expect(saved.statusCode).toBe(200);
  return json<Offer>(saved);
};

it('an offer names who made it: the employee (kept after removal), the company login; the copy names who copied it', async () => {
  const requester = await employee(shop, mailbox, admin, { email: 'offer-maker@example.com', role: 'requester' });
  const own = await save(requester.token);
  expect(own.Author).toBe('Employee requester');
  expect(json<Offer>(await shop.call('GET', `/api/Offer/${own.Id}`, { token: admin })).Author).toBe('Employee requester');

  // the company's own login (its administrator) is named by its login's name
  expect((await save(admin)).Author).toBe('Jan Kowalski');
  const copied = await shop.call('POST', `/api/Offer/${own.Id}/Copy`, { token: admin });
  expect(json<Offer>(copied).Author).toBe('Jan Kowalski');

  // a change keeps the author
  const changed = await shop.call('PUT', `/api/Offer/${own.Id}`, { token: admin, body: { ...offerBody, Name: 'Brakes, changed' } });
  expect(json<Offer>(changed).Author).toBe('Employee requester');

  // removed, still named
  expect((await shop.call('DELETE', `/api/Team/Employees/${requester.id}`, { token: admin })).statusCode).toBe(200);
  expect(json<Offer>(await shop.call('GET', `/api/Offer/${own.Id}`, { token: admin })).Author).toBe('Employee requester');
});

it('the PDF says who prepared the offer, in the dealer’s language', async () => {
  const buyer = await employee(shop, mailbox, admin, { email: 'offer-buyer@example.com', role: 'buyer' });
  const saved = await save(buyer.token);
  const mailed = await shop.call('POST', `/api/Offer/${saved.Id}/Mail`, {
    token: buyer.token,
    body: { Email: 'pdf-author@example.com' },
    headers: { 'accept-language': 'pl' },
  });
  expect(mailed.statusCode).toBe(200);
  await eventually('the outbox to empty', async () => {
    await shop.app.mailWorker.runOnce();
    return (await mailOutboxState(await shop.database(), NOW)).pending === 0;
  });
  const mail = await mailbox.waitFor((m) => m.to.includes('pdf-author@example.com'));
  const text = await pdfText(mail.attachments[0]!.content);
  expect(text).toContain('Przygotował(a): Employee buyer');
});

it('without the extension an offer answers no Author', async () => {
  const saved = await save(admin);
  const plain = await buildServer({
    database: shop.location,
    passwordCost: TEST_PASSWORD_COST,
    clock: () => NOW,
    extensions: ['saved-offers'],
  });
  try {
    const answer = await plain.inject({ method: 'GET', url: `/api/Offer/${saved.Id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(answer.statusCode).toBe(200);
    expect('Author' in json<Record<string, unknown>>(answer)).toBe(false);
  } finally {
    await plain.close();
  }
});

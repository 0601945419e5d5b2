import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { startMailbox, type Mailbox, type ReceivedMail } from './mailbox';
import { employee } from './team-support';

/**
 * Approvals and the audit of the dealer's team (extension team, issue 41, items 4 and 5): a
 * Requester's checkout, and a Buyer's over their monthly limit, waits for approval and places
 * nothing; Administrators and Buyers approve (prices checked again, a change shown first, the
 * approver recorded) or reject with a comment; the requester is mailed in their language and may
 * withdraw while it waits; everything recorded for the administrator, kept after a removal.
 */
let mailbox: Mailbox;
let shop: TestShop;
let admin: string;
const now = Date.UTC(2026, 10, 2, 9, 0);

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startShop({ clock: () => now, mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
  admin = await shop.login(DEALER);
});
afterAll(async () => {
  await shop.close();
  await mailbox.stop();
});

const CHECKOUT = {
  BillingAddressId: 1,
  ShippingAddressId: 2,
  ShippingMethodName: 'Courier DPD',
  ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
  PickUpInStoreId: '',
  PaymentMethodSystemName: 'Payments.CashOnDelivery',
  TermsOfServiceOnOrderConfirmPage: true,
  OrderNote: '',
};

interface Approval {
  Id: number;
  Status: string;
  Reason: string;
  RequestedBy: string;
  Total: number;
  DecidedBy: string | null;
  Comment: string | null;
  PlacedOrder: { Id: number; OrderNumber: string } | null;
}
interface Detail extends Approval {
  Lines: { Sku: string; Quantity: number; PriceThen: number; PriceNow: number }[];
  CurrentTotal: number | null;
  PricesChanged: boolean;
}
interface Order {
  Id: number;
  OrderNumber: string;
  PlacedBy?: string;
  ApprovedBy?: string;
}

const partId = async (token: string, sku: string): Promise<number> =>
  json<{ SimpleProduct: { Id: number } }>(await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } })).SimpleProduct
    .Id;
const add = async (token: string, sku: string, quantity: number) => {
  const added = await shop.call('POST', '/api/Level4/AddItem', {
    token,
    body: { ProductId: await partId(token, sku), Quantity: quantity },
  });
  expect(added.statusCode).toBe(200);
};
const cart = async (token: string) =>
  json<{ Product: { Sku: string }; Quantity: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token })).map(
    (line) => `${line.Product.Sku} x${line.Quantity}`,
  );
const checkout = (token: string, language: 'pl' | 'en' = 'en') =>
  shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token, body: CHECKOUT, headers: { 'accept-language': language } });
const orders = async (token: string, query = ''): Promise<Order[]> =>
  json<{ Orders: Order[] }>(await shop.call('GET', `/api/Order/List${query}`, { token })).Orders;
const queue = async (token: string): Promise<Approval[]> => json<Approval[]>(await shop.call('GET', '/api/Team/Approvals', { token }));
const detail = async (token: string, id: number): Promise<Detail> =>
  json<Detail>(await shop.call('GET', `/api/Team/Approvals/${id}`, { token }));
const approve = (token: string, id: number, total: number, language: 'pl' | 'en' = 'en') =>
  shop.call('POST', `/api/Team/Approvals/${id}/Approve`, { token, body: { Total: total }, headers: { 'accept-language': language } });
const mailTo = async (email: string, subject: RegExp): Promise<ReceivedMail> =>
  mailbox.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));

/** A Requester's cart sent for approval: the approval's id. */
async function requested(token: string, sku: string, quantity: number, language: 'pl' | 'en' = 'en'): Promise<number> {
  await add(token, sku, quantity);
  const answer = await checkout(token, language);
  expect(answer.statusCode).toBe(200);
  const result = json<{ Success: boolean; PlacedOrder: unknown; AwaitingApproval?: { Id: number } }>(answer);
  expect(result).toMatchObject({ Success: true, PlacedOrder: null, Errors: [] });
  if (!result.AwaitingApproval) throw new Error(`not sent for approval: ${answer.body}`);
  return result.AwaitingApproval.Id;
}

describe('an order waiting for approval', () => {
  it('a Requester’s checkout waits: no order, their cart is empty, the queue shows it to Administrators and Buyers', async () => {
    const requester = await employee(shop, mailbox, admin, { email: 'req-wait@example.com', role: 'requester' });
    const buyer = await employee(shop, mailbox, admin, { email: 'buy-wait@example.com', role: 'buyer' });
    const before = (await orders(admin)).length;
    const id = await requested(requester.token, '99110000001', 2);

    expect((await orders(admin)).length).toBe(before);
    expect(await cart(requester.token)).toEqual([]);
    const [waiting] = (await queue(buyer.token)).filter((approval) => approval.Id === id);
    expect(waiting).toMatchObject({
      Status: 'awaiting',
      Reason: 'role',
      RequestedBy: 'Employee requester',
      DecidedBy: null,
      PlacedOrder: null,
    });
    expect((await queue(admin)).map((approval) => approval.Id)).toContain(id);
    expect((await shop.call('GET', '/api/Team/Approvals', { token: requester.token })).statusCode).toBe(403);
    expect(json<Approval[]>(await shop.call('GET', '/api/Team/Approvals/Mine', { token: requester.token }))).toEqual([
      expect.objectContaining({ Id: id, Status: 'awaiting' }),
    ]);
    // a Requester sees their own waiting order, nobody else's
    expect((await detail(requester.token, id)).Lines).toEqual([expect.objectContaining({ Sku: '99110000001', Quantity: 2 })]);
    const other = await employee(shop, mailbox, admin, { email: 'req-other@example.com', role: 'requester' });
    expect((await shop.call('GET', `/api/Team/Approvals/${id}`, { token: other.token })).statusCode).toBe(404);
    // another company's administrator finds nothing of it
    const stranger = await shop.login(DEALER2);
    expect((await shop.call('GET', `/api/Team/Approvals/${id}`, { token: stranger })).statusCode).toBe(404);
    expect((await approve(stranger, id, waiting?.Total ?? 0)).statusCode).toBe(404);
    expect((await queue(stranger)).map((approval) => approval.Id)).not.toContain(id);
  });

  it('approving checks the prices again: a change is shown and must be seen; then the order is placed with who asked and who approved', async () => {
    const requester = await employee(shop, mailbox, admin, { email: 'req-approve@example.com', role: 'requester' });
    const buyer = await employee(shop, mailbox, admin, { email: 'buy-approve@example.com', role: 'buyer' });
    const id = await requested(requester.token, '99340000001', 3, 'pl');
    const shown = await detail(buyer.token, id);
    expect(shown).toMatchObject({ PricesChanged: false, CurrentTotal: shown.Total });

    // the price rises while the order waits
    const db = await shop.database();
    const part = await db.selectFrom('products').select(['id', 'price']).where('sku', '=', '99340000001').executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ price: part.price + 10 })
      .where('id', '=', part.id)
      .execute();
    try {
      const changed = await detail(buyer.token, id);
      expect(changed.PricesChanged).toBe(true);
      expect(changed.CurrentTotal).toBeGreaterThan(shown.Total);
      expect(changed.Lines[0]?.PriceNow).toBeGreaterThan(changed.Lines[0]?.PriceThen ?? Infinity);

      // approving the total shown before is refused: nothing placed, still waiting
      const stale = await approve(buyer.token, id, shown.Total);
      expect(stale.statusCode).toBe(400);
      expect(json(stale)).toMatchObject({ errors: { Total: ['The prices have changed since you looked: check the order again.'] } });
      expect((await queue(buyer.token)).map((approval) => approval.Id)).toContain(id);

      const approved = await approve(buyer.token, id, changed.CurrentTotal ?? 0);
      expect(approved.statusCode).toBe(200);
      const placed = json<{ Success: boolean; PlacedOrder: { Id: number; OrderNumber: string } }>(approved);
      expect(placed.Success).toBe(true);
      const order = (await orders(admin)).find((one) => one.Id === placed.PlacedOrder.Id);
      expect(order).toMatchObject({ PlacedBy: 'Employee requester', ApprovedBy: 'Employee buyer' });
      expect(json(await shop.call('GET', `/api/Order/get?id=${placed.PlacedOrder.Id}`, { token: buyer.token }))).toMatchObject({
        PlacedBy: 'Employee requester',
        ApprovedBy: 'Employee buyer',
        OrderTotal: changed.CurrentTotal,
      });
      expect((await queue(buyer.token)).map((approval) => approval.Id)).not.toContain(id);
      expect(json<Approval[]>(await shop.call('GET', '/api/Team/Approvals/Mine', { token: requester.token }))[0]).toMatchObject({
        Id: id,
        Status: 'approved',
        DecidedBy: 'Employee buyer',
        PlacedOrder: placed.PlacedOrder,
      });
      // the requester is told in the language they asked in
      const mail = await mailTo('req-approve@example.com', /zatwierdzone/);
      expect(mail.subject).toBe(`Twoje zamówienie ${placed.PlacedOrder.OrderNumber} zostało zatwierdzone`);
      // decided once
      expect((await approve(admin, id, changed.CurrentTotal ?? 0)).statusCode).toBe(400);
    } finally {
      await db.updateTable('products').set({ price: part.price }).where('id', '=', part.id).execute();
    }
  });

  it('rejecting needs a comment, gives the lines back to the requester and mails them the comment', async () => {
    const requester = await employee(shop, mailbox, admin, { email: 'req-reject@example.com', role: 'requester' });
    const id = await requested(requester.token, '99110000001', 1);
    const empty = await shop.call('POST', `/api/Team/Approvals/${id}/Reject`, { token: admin, body: { Comment: ' ' } });
    expect(empty.statusCode).toBe(400);
    const rejected = await shop.call('POST', `/api/Team/Approvals/${id}/Reject`, {
      token: admin,
      body: { Comment: 'Take the cheaper filter' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected)).toMatchObject({ Status: 'rejected', Comment: 'Take the cheaper filter', PlacedOrder: null });
    expect(await cart(requester.token)).toEqual(['99110000001 x1']);
    const mail = await mailTo('req-reject@example.com', /not approved/);
    expect(mail.text).toContain('Take the cheaper filter');
    expect((await approve(admin, id, 0)).statusCode).toBe(400);
  });

  it('the requester withdraws while it waits (nobody else can); the lines join their cart', async () => {
    const requester = await employee(shop, mailbox, admin, { email: 'req-withdraw@example.com', role: 'requester' });
    const id = await requested(requester.token, '99110000001', 2);
    await add(requester.token, '99110000001', 1);
    const other = await employee(shop, mailbox, admin, { email: 'req-withdraw-other@example.com', role: 'requester' });
    expect((await shop.call('POST', `/api/Team/Approvals/${id}/Withdraw`, { token: other.token })).statusCode).toBe(404);
    const withdrawn = await shop.call('POST', `/api/Team/Approvals/${id}/Withdraw`, { token: requester.token });
    expect(json(withdrawn)).toMatchObject({ Id: id, Status: 'withdrawn' });
    expect(await cart(requester.token)).toEqual(['99110000001 x3']);
    expect((await shop.call('POST', `/api/Team/Approvals/${id}/Withdraw`, { token: requester.token })).statusCode).toBe(400);
    expect((await approve(admin, id, 0)).statusCode).toBe(400);
  });
});

describe('a Buyer’s monthly limit', () => {
  it('over the limit the order waits; the Buyer cannot approve it themselves; another approves', async () => {
    const buyer = await employee(shop, mailbox, admin, { email: 'buy-limit@example.com', role: 'buyer' });
    const other = await employee(shop, mailbox, admin, { email: 'buy-limit-other@example.com', role: 'buyer' });
    const people = json<{ Id: number | null; Email: string }[]>(await shop.call('GET', '/api/Team/Employees', { token: admin }));
    const buyerId = people.find((person) => person.Email === 'buy-limit@example.com')?.Id;
    const limit = await shop.call('PUT', `/api/Team/Employees/${buyerId}`, { token: admin, body: { Role: 'buyer', MonthlyLimit: 1000 } });
    expect(json(limit)).toMatchObject({ MonthlyLimit: 1000 });
    expect(
      (await shop.call('PUT', `/api/Team/Employees/${buyerId}`, { token: admin, body: { Role: 'buyer', MonthlyLimit: -1 } })).statusCode,
    ).toBe(400);

    // under the limit: placed at once
    await add(buyer.token, '99110000001', 1);
    const first = json<{ Success: boolean; PlacedOrder: { Id: number } | null }>(await checkout(buyer.token));
    expect(first.PlacedOrder).not.toBeNull();
    const spent = (await orders(admin)).find((order) => order.Id === first.PlacedOrder?.Id);
    expect(spent).toMatchObject({ PlacedBy: 'Employee buyer', ApprovedBy: '' });

    // the month's orders and this one over the limit: it waits
    await shop.call('PUT', `/api/Team/Employees/${buyerId}`, { token: admin, body: { Role: 'buyer', MonthlyLimit: 60 } });
    await add(buyer.token, '99110000001', 1);
    const answer = json<{ PlacedOrder: unknown; AwaitingApproval?: { Id: number } }>(await checkout(buyer.token));
    expect(answer.PlacedOrder).toBeNull();
    const id = answer.AwaitingApproval?.Id ?? 0;
    const waiting = await detail(other.token, id);
    expect(waiting).toMatchObject({ Reason: 'limit', Status: 'awaiting' });

    const own = await approve(buyer.token, id, waiting.CurrentTotal ?? 0);
    expect(own.statusCode).toBe(403);
    expect(json(own)).toMatchObject({ title: 'You cannot approve your own order.' });
    expect(json(await approve(other.token, id, waiting.CurrentTotal ?? 0))).toMatchObject({ Success: true });

    // no limit: placed at once again
    await shop.call('PUT', `/api/Team/Employees/${buyerId}`, { token: admin, body: { Role: 'buyer', MonthlyLimit: null } });
    await add(buyer.token, '99110000001', 1);
    expect(json(await checkout(buyer.token))).toMatchObject({
      Success: true,
      PlacedOrder: expect.objectContaining({ Id: expect.any(Number) }),
    });
  });
});

describe('the order history by person', () => {
  it('filters the orders by who placed them', async () => {
    const all = await orders(admin);
    const byBuyer = await orders(admin, `?placedBy=${encodeURIComponent('Employee buyer')}`);
    expect(byBuyer.length).toBeGreaterThan(0);
    expect(byBuyer.length).toBeLessThan(all.length);
    expect(byBuyer.every((order) => order.PlacedBy === 'Employee buyer')).toBe(true);
    expect(await orders(admin, '?placedBy=Nobody%20here')).toEqual([]);
  });
});

describe('the audit', () => {
  interface Event {
    At: string;
    Actor: string;
    Action: string;
    Subject: string;
    Detail: string;
  }
  const audit = async (token: string): Promise<Event[]> => json<Event[]>(await shop.call('GET', '/api/Team/Audit', { token }));

  it('records orders, approvals and changes to employees with who and when, kept when the employee is removed', async () => {
    const requester = await employee(shop, mailbox, admin, { email: 'req-audit@example.com', role: 'requester' });
    const people = json<{ Id: number | null; Email: string }[]>(await shop.call('GET', '/api/Team/Employees', { token: admin }));
    const requesterId = people.find((person) => person.Email === 'req-audit@example.com')?.Id;
    const id = await requested(requester.token, '99110000001', 1);
    await shop.call('POST', `/api/Team/Approvals/${id}/Reject`, { token: admin, body: { Comment: 'Not this month' } });
    await shop.call('PUT', `/api/Team/Employees/${requesterId}`, { token: admin, body: { Role: 'buyer' } });
    await shop.call('POST', `/api/Team/Employees/${requesterId}/Deactivate`, { token: admin });
    expect((await shop.call('DELETE', `/api/Team/Employees/${requesterId}`, { token: admin })).statusCode).toBe(200);

    const events = await audit(admin);
    const about = (action: string) => events.filter((event) => event.Action === action);
    const person = 'Employee requester <req-audit@example.com>';
    const adminName = events.find((event) => event.Subject === person && event.Action === 'employee.invited')?.Actor;
    expect(adminName).toBeTruthy();
    expect(about('order.requested')).toContainEqual(expect.objectContaining({ Actor: 'Employee requester', Subject: `#${id}` }));
    expect(about('order.rejected')).toContainEqual(
      expect.objectContaining({ Actor: adminName, Subject: `#${id}`, Detail: 'Not this month' }),
    );
    expect(about('employee.role')).toContainEqual(expect.objectContaining({ Subject: person, Detail: 'requester → buyer' }));
    expect(about('employee.deactivated')).toContainEqual(expect.objectContaining({ Subject: person }));
    expect(about('employee.removed')).toContainEqual(expect.objectContaining({ Subject: person, At: new Date(now).toISOString() }));
    expect(about('order.approved').length).toBeGreaterThan(0);
    expect(about('order.placed')).toContainEqual(expect.objectContaining({ Actor: 'Employee requester' }));
    expect(about('employee.limit')).toContainEqual(
      expect.objectContaining({ Subject: 'Employee buyer <buy-limit@example.com>', Detail: '60' }),
    );

    // another company sees none of it
    const stranger = await audit(await shop.login(DEALER2));
    expect(stranger.some((event) => event.Subject === person)).toBe(false);
  });
});

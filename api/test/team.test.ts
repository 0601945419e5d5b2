import { randomBytes, scryptSync } from 'node:crypto';
import { buildServer } from '../src/server';
import { base64, DEALER, DEALER2, json, registration, startShop, TEST_PASSWORD_COST, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';
import { employee, invitationToken } from './team-support';

/**
 * The dealer's team (extension team, issue 41): the dealer's login is the company's administrator;
 * employees invited by e-mail, each with their own login and role; deactivation ends their
 * sessions at once on every instance; nothing crosses from one company to another.
 */
let mailbox: Mailbox;
let shop: TestShop;
let now = Date.UTC(2026, 10, 2, 9, 0);
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startShop({ clock: () => now, mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
  admin = await shop.login(DEALER);
});
afterAll(async () => {
  await shop.close();
  await mailbox.stop();
});

interface Person {
  Id: number | null;
  Name: string;
  Email: string;
  Role: string;
  Active: boolean;
  Invited: boolean;
  LastSignIn: string | null;
}
const team = async (token: string): Promise<Person[]> => json<Person[]>(await shop.call('GET', '/api/Team/Employees', { token }));
const invite = (token: string, body: Record<string, unknown>) => shop.call('POST', '/api/Team/Employees', { token, body });
const accept = (token: string, password: string) =>
  shop.call('POST', '/api/Team/Invitation/Accept', { body: { Token: token, Password: base64(password) } });

describe('invitations', () => {
  it('invites by e-mail in the chosen language; the employee sets a password once and signs in with their role', async () => {
    const answer = await invite(admin, { Email: 'counter@example.com', Name: 'Anna Lada', Role: 'requester', Language: 'pl' });
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toMatchObject({ Name: 'Anna Lada', Email: 'counter@example.com', Role: 'requester', Active: true, Invited: true });
    const mail = await invitationToken(mailbox, 'counter@example.com');
    expect(mail.subject).toMatch(/zaprasza Cię/);
    expect(mail.link.origin).toBe('https://parts.example.com');
    expect(mail.link.pathname).toBe('/team/accept');

    // not yet: no password until the link is used
    const early = await shop.call('POST', '/api/user/login', { body: { email: 'counter@example.com', password: base64('') } });
    expect(early.statusCode).toBe(400);
    expect(json(await accept(mail.token, 'own-secret'))).toEqual({ Success: true });
    // one use
    const again = await accept(mail.token, 'other-secret');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ errors: { Token: ['The invitation link is invalid or expired.'] } });

    const token = await shop.login({ email: 'counter@example.com', password: 'own-secret' });
    expect(json(await shop.call('GET', '/api/Team/Me', { token }))).toEqual({
      EmployeeId: json<{ Id: number }>(answer).Id,
      Name: 'Anna Lada',
      Email: 'counter@example.com',
      Phone: '',
      Role: 'requester',
    });
    const people = await team(admin);
    expect(people[0]).toMatchObject({ Id: null, Email: DEALER.email, Role: 'administrator', Active: true });
    expect(people[0]?.LastSignIn).toBe(new Date(now).toISOString());
    expect(people.find((person) => person.Email === 'counter@example.com')).toMatchObject({
      Invited: false,
      LastSignIn: new Date(now).toISOString(),
    });
  });

  it('writes the invitation in English when asked, and refuses a guessed token', async () => {
    await invite(admin, { Email: 'tech@example.com', Name: 'Tom Tech', Role: 'buyer', Language: 'en' });
    expect((await invitationToken(mailbox, 'tech@example.com')).subject).toMatch(/invites you to/);
    const guessed = await accept('a'.repeat(43), 'guess-secret');
    expect(guessed.statusCode).toBe(400);
    expect(json(guessed)).toMatchObject({ errors: { Token: ['The invitation link is invalid or expired.'] } });
  });

  it('a link works for 7 days', async () => {
    await invite(admin, { Email: 'late@example.com', Name: 'Late Comer', Role: 'buyer' });
    const { token } = await invitationToken(mailbox, 'late@example.com');
    const invitedAt = now;
    now = invitedAt + 7 * 24 * 60 * 60 * 1000;
    try {
      expect(json(await accept(token, 'too-late'))).toMatchObject({ errors: { Token: ['The invitation link is invalid or expired.'] } });
    } finally {
      now = invitedAt;
    }
    admin = await shop.login(DEALER);
  });

  it('a new link for an invitation not accepted yet voids the older ones', async () => {
    const invited = json<{ Id: number }>(await invite(admin, { Email: 'again@example.com', Name: 'Again', Role: 'buyer', Language: 'en' }));
    const first = await invitationToken(mailbox, 'again@example.com');
    const again = await shop.call('POST', `/api/Team/Employees/${invited.Id}/Invite`, { token: admin, body: { Language: 'pl' } });
    expect(json(again)).toMatchObject({ Id: invited.Id, Invited: true });
    await mailbox.waitFor((mail) => mail.to.includes('again@example.com') && /zaprasza Cię/.test(mail.subject));
    const second = await invitationToken(mailbox, 'again@example.com');
    expect(second.token).not.toBe(first.token);
    expect(json(await accept(first.token, 'old-link'))).toMatchObject({
      errors: { Token: ['The invitation link is invalid or expired.'] },
    });
    expect(json(await accept(second.token, 'new-link'))).toEqual({ Success: true });
    const accepted = await shop.call('POST', `/api/Team/Employees/${invited.Id}/Invite`, { token: admin, body: {} });
    expect(accepted.statusCode).toBe(400);
    expect(json(accepted)).toMatchObject({ errors: { Id: ['The employee has already accepted the invitation.'] } });
  });

  it('refuses an e-mail address that already signs somebody in, both ways', async () => {
    const taken = await invite(admin, { Email: DEALER2.email.toUpperCase(), Name: 'Other', Role: 'buyer' });
    expect(taken.statusCode).toBe(400);
    expect(json(taken)).toMatchObject({ errors: { Email: ['The e-mail address is already registered.'] } });
    const registered = await shop.call('POST', '/api/Customer/register', { body: registration({ Email: 'counter@example.com' }) });
    expect(registered.statusCode).toBe(400);
    expect(json(registered)).toMatchObject({ errors: { Email: ['The e-mail address is already registered.'] } });
  });

  it('throttles the acceptance of links', async () => {
    const limited = await startShop({ mail: { smtpUrl: mailbox.url } });
    try {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1)
        answers.push(
          (
            await limited.call('POST', '/api/Team/Invitation/Accept', {
              body: { Token: `guess-${attempt}`, Password: base64('guess-secret') },
            })
          ).statusCode,
        );
      expect(answers.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(answers[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('roles and states', () => {
  it('a role changed counts from the next request on', async () => {
    const person = await employee(shop, mailbox, admin, { email: 'switch@example.com', role: 'requester' });
    expect((await shop.call('GET', '/api/Order/List', { token: person.token })).statusCode).toBe(403);
    const changed = await shop.call('PUT', `/api/Team/Employees/${person.id}`, { token: admin, body: { Role: 'buyer' } });
    expect(json(changed)).toMatchObject({ Id: person.id, Role: 'buyer' });
    expect((await shop.call('GET', '/api/Order/List', { token: person.token })).statusCode).toBe(200);
  });

  it('nobody changes their own role or account, and only administrators change anybody', async () => {
    const buyer = await employee(shop, mailbox, admin, { email: 'raise@example.com', role: 'buyer' });
    const raise = await shop.call('PUT', `/api/Team/Employees/${buyer.id}`, { token: buyer.token, body: { Role: 'administrator' } });
    expect(raise.statusCode).toBe(403);
    expect(json(raise)).toEqual({ title: 'Your role does not allow this.', status: 403 });
    const inviting = await invite(buyer.token, { Email: 'friend@example.com', Name: 'Friend', Role: 'administrator' });
    expect(inviting.statusCode).toBe(403);

    const boss = await employee(shop, mailbox, admin, { email: 'boss@example.com', role: 'administrator' });
    const own = await shop.call('PUT', `/api/Team/Employees/${boss.id}`, { token: boss.token, body: { Role: 'buyer' } });
    expect(own.statusCode).toBe(403);
    expect(json(own)).toEqual({ title: 'You cannot change your own account here.', status: 403 });
    expect((await shop.call('POST', `/api/Team/Employees/${boss.id}/Deactivate`, { token: boss.token })).statusCode).toBe(403);
    // an invited administrator manages the others
    expect(
      json(await shop.call('PUT', `/api/Team/Employees/${buyer.id}`, { token: boss.token, body: { Role: 'requester' } })),
    ).toMatchObject({
      Role: 'requester',
    });
    // but does not move the company's e-mail address (its own login's)
    const customer = json<Record<string, string>>(await shop.call('GET', '/api/Customer/get', { token: boss.token }));
    const { FirstName, LastName, Phone, Company, VatNumber } = customer;
    const profile = { FirstName, LastName, Phone, Company, VatNumber };
    const moved = await shop.call('POST', '/api/Customer/Update', {
      token: boss.token,
      body: { ...profile, Email: 'company-new@example.com', CurrentPassword: base64(boss.password) },
    });
    expect(moved.statusCode).toBe(403);
    // the company's data is the administrators'
    const renamed = await shop.call('POST', '/api/Customer/Update', {
      token: boss.token,
      body: { ...profile, Email: DEALER.email, Phone: '+48 111 222 333' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(json<{ Phone: string }>(await shop.call('GET', '/api/Customer/get', { token: admin })).Phone).toBe('+48 111 222 333');
    const byBuyer = await shop.call('POST', '/api/Customer/Update', { token: buyer.token, body: { ...profile, Email: DEALER.email } });
    expect(byBuyer.statusCode).toBe(403);
  });

  it('deactivation ends every session of the employee at once, on every instance; reactivation lets them sign in again', async () => {
    const person = await employee(shop, mailbox, admin, { email: 'leaver@example.com', role: 'buyer' });
    const second = await buildServer({ database: shop.location, passwordCost: TEST_PASSWORD_COST, clock: () => now });
    try {
      const onSecond = () =>
        second.inject({ method: 'GET', url: '/api/Level4/Cart', headers: { authorization: `Bearer ${person.token}` } });
      expect((await onSecond()).statusCode).toBe(200);
      const deactivated = await shop.call('POST', `/api/Team/Employees/${person.id}/Deactivate`, { token: admin });
      expect(json(deactivated)).toMatchObject({ Active: false });
      expect((await onSecond()).statusCode).toBe(401);
      expect((await shop.call('GET', '/api/Level4/Cart', { token: person.token })).statusCode).toBe(401);
      const login = await shop.call('POST', '/api/user/login', {
        body: { email: 'leaver@example.com', password: base64(person.password) },
      });
      expect(login.statusCode).toBe(401);

      expect(json(await shop.call('POST', `/api/Team/Employees/${person.id}/Reactivate`, { token: admin }))).toMatchObject({
        Active: true,
      });
      // the sessions ended stay ended; a new sign-in works
      expect((await onSecond()).statusCode).toBe(401);
      const again = await shop.login({ email: 'leaver@example.com', password: person.password });
      expect((await shop.call('GET', '/api/Level4/Cart', { token: again })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('removal ends the login and its sessions', async () => {
    const person = await employee(shop, mailbox, admin, { email: 'gone@example.com', role: 'requester' });
    const part = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: person.token, body: { Sku: '99110000001' } }),
    ).SimpleProduct.Id;
    expect(
      (await shop.call('POST', '/api/Level4/AddItem', { token: person.token, body: { ProductId: part, Quantity: 1 } })).statusCode,
    ).toBe(200);
    const db = await shop.database();
    const lines = () => db.selectFrom('cart_items').select('product_id').where('employee_id', '=', person.id).execute();
    expect(await lines()).toHaveLength(1);
    expect(json(await shop.call('DELETE', `/api/Team/Employees/${person.id}`, { token: admin }))).toEqual({ Success: true });
    expect((await shop.call('GET', '/api/Level4/Cart', { token: person.token })).statusCode).toBe(401);
    expect((await team(admin)).some((someone) => someone.Email === 'gone@example.com')).toBe(false);
    expect(await lines()).toEqual([]);
    const login = await shop.call('POST', '/api/user/login', { body: { email: 'gone@example.com', password: base64(person.password) } });
    expect(login.statusCode).toBe(401);
  });

  it("an employee's hash made at an older cost signs in and is made again at today's", async () => {
    const person = await employee(shop, mailbox, admin, { email: 'old-hash@example.com', role: 'buyer' });
    const salt = randomBytes(16);
    const legacy = scryptSync(person.password, salt, 64, { N: 512, r: 8, p: 1 }).toString('hex');
    const db = await shop.database();
    await db
      .updateTable('employees')
      .set({ password_hash: legacy, password_salt: salt.toString('hex'), password_params: 'N=512,r=8,p=1' })
      .where('id', '=', person.id)
      .execute();
    await shop.login({ email: 'old-hash@example.com', password: person.password });
    const stored = await db
      .selectFrom('employees')
      .select(['password_hash', 'password_params'])
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_params).toBe(`N=${TEST_PASSWORD_COST.N},r=${TEST_PASSWORD_COST.r},p=${TEST_PASSWORD_COST.p}`);
    expect(stored.password_hash).not.toBe(legacy);
    await shop.login({ email: 'old-hash@example.com', password: person.password });
  });

  it("an employee's password is their own; the company login's password change signs no employee out", async () => {
    const person = await employee(shop, mailbox, admin, { email: 'own-pass@example.com', role: 'buyer' });
    const changed = await shop.call('POST', '/api/Customer/SetPassword', {
      token: person.token,
      body: { CurrentPassword: base64(person.password), Password: base64('changed-pass') },
    });
    expect(changed.statusCode).toBe(200);
    await shop.login({ email: 'own-pass@example.com', password: 'changed-pass' });
    // the company's own login keeps its password
    await shop.login(DEALER);
    const setOwn = (from: string, to: string) =>
      shop.call('POST', '/api/Customer/SetPassword', { token: admin, body: { CurrentPassword: base64(from), Password: base64(to) } });
    expect((await setOwn(DEALER.password, 'dealer-new')).statusCode).toBe(200);
    try {
      expect((await shop.call('GET', '/api/Level4/Cart', { token: person.token })).statusCode).toBe(200);
    } finally {
      expect((await setOwn('dealer-new', DEALER.password)).statusCode).toBe(200);
    }
  });
});

describe('companies', () => {
  it("no administrator sees or changes another company's employees", async () => {
    const person = await employee(shop, mailbox, admin, { email: 'mine@example.com', role: 'buyer' });
    const other = await shop.login(DEALER2);
    expect((await team(other)).map((someone) => someone.Email)).toEqual([DEALER2.email]);
    expect((await shop.call('PUT', `/api/Team/Employees/${person.id}`, { token: other, body: { Role: 'requester' } })).statusCode).toBe(
      404,
    );
    expect((await shop.call('POST', `/api/Team/Employees/${person.id}/Deactivate`, { token: other })).statusCode).toBe(404);
    expect((await shop.call('DELETE', `/api/Team/Employees/${person.id}`, { token: other })).statusCode).toBe(404);
    expect((await shop.call('GET', '/api/Level4/Cart', { token: person.token })).statusCode).toBe(200);
  });

  it("an employee works on their company's data and on no other's", async () => {
    const person = await employee(shop, mailbox, admin, { email: 'lists@example.com', role: 'buyer' });
    const own = json<{ Id: number; Name: string }[]>(await shop.call('GET', '/api/ShoppingList', { token: person.token }));
    const companies = json<{ Id: number }[]>(await shop.call('GET', '/api/ShoppingList', { token: admin }));
    expect(own.map((list) => list.Id)).toEqual(companies.map((list) => list.Id));
    const other = await shop.login(DEALER2);
    const created = await shop.call('POST', '/api/ShoppingList', { token: other, body: { Name: 'Theirs' } });
    const theirs = json<{ Id: number }>(created).Id;
    expect((await shop.call('DELETE', `/api/ShoppingList/${theirs}`, { token: person.token })).statusCode).toBe(404);
    const [order] = json<{ Orders: { Id: number }[] }>(await shop.call('GET', '/api/Order/List', { token: other })).Orders;
    if (!order) throw new Error('the second dealer has no order in the demo data');
    expect((await shop.call('GET', `/api/Order/get?id=${order.Id}`, { token: other })).statusCode).toBe(200);
    expect((await shop.call('GET', `/api/Order/get?id=${order.Id}`, { token: person.token })).statusCode).toBe(404);
  });
});

describe('working together', () => {
  const partId = async (token: string, sku: string): Promise<number> =>
    json<{ SimpleProduct: { Id: number } }>(await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } })).SimpleProduct
      .Id;
  const add = async (token: string, sku: string, quantity: number) =>
    shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: await partId(token, sku), Quantity: quantity } });
  const cart = async (token: string) =>
    json<{ Product: { Sku: string }; Quantity: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token })).map(
      (line) => `${line.Product.Sku} x${line.Quantity}`,
    );

  it('each person has their own cart; a list saved from it is the company’s; an order takes the cart of who placed it', async () => {
    const buyer = await employee(shop, mailbox, admin, { email: 'own-cart@example.com', role: 'buyer' });
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: admin });
    expect((await add(admin, '99110000001', 2)).statusCode).toBe(200);
    expect(await cart(buyer.token)).toEqual([]);
    expect((await add(buyer.token, '99340000001', 1)).statusCode).toBe(200);
    expect(await cart(admin)).toEqual(['99110000001 x2']);
    expect(await cart(buyer.token)).toEqual(['99340000001 x1']);

    const saved = await shop.call('POST', '/api/ShoppingList', { token: buyer.token, body: { Name: 'Buyer job' } });
    expect(saved.statusCode).toBe(200);
    const lists = json<{ Name: string; Items: { Sku: string }[] }[]>(await shop.call('GET', '/api/ShoppingList', { token: admin }));
    expect(lists.find((list) => list.Name === 'Buyer job')?.Items.map((item) => item.Sku)).toEqual(['99340000001']);
    expect(lists.find((list) => list.Name === 'Buyer job')).toMatchObject({ Author: 'Employee buyer' });

    const placed = await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
      token: buyer.token,
      body: {
        BillingAddressId: 1,
        ShippingAddressId: 2,
        ShippingMethodName: 'Courier DPD',
        ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
        PickUpInStoreId: '',
        PaymentMethodSystemName: 'Payments.CashOnDelivery',
        TermsOfServiceOnOrderConfirmPage: true,
        OrderNote: '',
      },
    });
    expect(json(placed)).toMatchObject({ Success: true });
    const orderId = json<{ PlacedOrder: { Id: number } }>(placed).PlacedOrder.Id;
    const history = json<{ Orders: { Id: number; PlacedBy?: string }[] }>(
      await shop.call('GET', '/api/Order/List', { token: admin }),
    ).Orders;
    expect(history.find((order) => order.Id === orderId)).toMatchObject({ PlacedBy: 'Employee buyer' });
    expect(json(await shop.call('GET', `/api/Order/get?id=${orderId}`, { token: admin }))).toMatchObject({ PlacedBy: 'Employee buyer' });
    expect(await cart(buyer.token)).toEqual([]);
    expect(await cart(admin)).toEqual(['99110000001 x2']);
  });
});

describe('with the extension off', () => {
  it('one login per dealer: no team calls, no employee signs in', async () => {
    const person = await employee(shop, mailbox, admin, { email: 'off@example.com', role: 'administrator' });
    const plain = await buildServer({ database: shop.location, passwordCost: TEST_PASSWORD_COST, clock: () => now, extensions: [] });
    try {
      const call = (method: 'GET' | 'POST', url: string, token?: string, body?: object) =>
        plain.inject({ method, url, headers: { ...(token && { authorization: `Bearer ${token}` }) }, ...(body && { payload: body }) });
      expect(json<{ extensions?: string[] }>(await call('GET', '/api/config')).extensions ?? []).not.toContain('team');
      expect((await call('GET', '/api/Team/Employees', admin)).statusCode).toBe(404);
      expect((await call('GET', '/api/Level4/Cart', person.token)).statusCode).toBe(401);
      expect(
        (await call('POST', '/api/user/login', undefined, { email: 'off@example.com', password: base64(person.password) })).statusCode,
      ).toBe(401);
      // the dealer's own login as before, on every call, answering the spec's fields
      const orders = json<{ Orders: Record<string, unknown>[] }>(await call('GET', '/api/Order/List', admin)).Orders;
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.some((order) => 'PlacedBy' in order)).toBe(false);
      const lists = json<Record<string, unknown>[]>(await call('GET', '/api/ShoppingList', admin));
      expect(lists.some((list) => 'Author' in list)).toBe(false);
      expect((await call('GET', '/api/Customer/get', admin)).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

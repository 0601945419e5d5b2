import { buildServer } from '../src/server';
import { eventually } from './eventually';
import { base64, DEALER, json, startShop, TEST_PASSWORD_COST, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';
import { employee } from './team-support';

/**
 * "Forgot password?" for the employees of a dealer's company (extension team, issue 41): an
 * employee's own address gets the same mail as a company login's and the link sets that employee's
 * own password (never the company's); an unknown address, a deactivated employee and an invitation
 * not accepted yet get the same answer and no mail; a link dies with a deactivation.
 */
let mailbox: Mailbox;
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startShop({ mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
  admin = await shop.login(DEALER);
});
afterAll(async () => {
  await shop.close();
  await mailbox.stop();
});

const recover = (email: string, language = 'en') =>
  shop.call('POST', '/api/Customer/PasswordRecovery', { body: { Email: email }, headers: { 'accept-language': language } });
const confirm = (email: string, password: string, token: string) =>
  shop.call('POST', '/api/Customer/PasswordRecoveryConfirm', {
    body: { Email: email, NewPassword: base64(password), ConfirmNewPassword: base64(password), Token: token },
  });

/** The recovery links mailed to `email`, oldest first. */
const recoveryLinks = (email: string): URL[] =>
  mailbox.received
    .filter((mail) => mail.to.includes(email))
    .flatMap((mail) => [...mail.text.matchAll(/https?:\/\/\S+\/forgot-password\/confirm\S*/g)].map((match) => new URL(match[0])));

/** Asks for a link for `email` and waits for it: the link, and the mail's subject. */
async function requestLink(email: string, language = 'en'): Promise<{ link: URL; subject: string }> {
  const before = recoveryLinks(email).length;
  expect(json(await recover(email, language))).toEqual({ Success: true });
  const mail = await mailbox.waitFor((received) => received.to.includes(email) && recoveryLinks(email).length > before);
  const link = recoveryLinks(email).at(-1);
  if (!link) throw new Error(`no recovery link to ${email}`);
  return { link, subject: mail.subject };
}

/** Every message the outbox holds has gone out (what was queued before is in the mailbox now). */
async function outboxDrained(): Promise<void> {
  const db = await shop.database();
  await eventually('the outbox to be empty', async () => {
    const row = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count) === 0;
  });
}

const signIn = (email: string, password: string) => shop.call('POST', '/api/user/login', { body: { email, password: base64(password) } });

describe("an employee's forgotten password", () => {
  it('mails the link to their own address in the request’s language; it sets their own password once and ends their sessions', async () => {
    const person = await employee(shop, mailbox, admin, { email: 'forgetful@example.com', role: 'buyer', password: 'first-secret' });
    const { link, subject } = await requestLink('forgetful@example.com', 'pl');
    expect(subject).toMatch(/^Ustaw nowe hasło – /);
    expect(link.origin).toBe('https://parts.example.com');
    expect(link.searchParams.get('email')).toBe('forgetful@example.com');
    const token = link.searchParams.get('token') ?? '';

    // the link is the employee's: another address (the company's own) cannot use it
    expect((await confirm(DEALER.email, 'stolen-secret', token)).statusCode).toBe(400);
    expect(json(await confirm('forgetful@example.com', 'second-secret', token))).toEqual({ Success: true });
    // once
    const again = await confirm('forgetful@example.com', 'third-secret', token);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({ errors: { Token: ['The recovery link is invalid or expired.'] } });

    // the employee's sessions ended; the company's own login is signed in still, with its own password
    expect((await shop.call('GET', '/api/Team/Me', { token: person.token })).statusCode).toBe(401);
    expect((await shop.call('GET', '/api/Team/Me', { token: admin })).statusCode).toBe(200);
    expect((await signIn('forgetful@example.com', 'first-secret')).statusCode).toBe(401);
    expect((await signIn(DEALER.email, 'second-secret')).statusCode).toBe(401);
    await shop.login(DEALER);
    // the new password signs the employee in as themselves, with their role
    const session = await shop.login({ email: 'forgetful@example.com', password: 'second-secret' });
    expect(json(await shop.call('GET', '/api/Team/Me', { token: session }))).toMatchObject({
      EmployeeId: person.id,
      Email: 'forgetful@example.com',
      Role: 'buyer',
    });
    // and they are told, at their own address (in the language the new password was set in)
    await mailbox.waitFor((mail) => mail.to.includes('forgetful@example.com') && mail.subject.startsWith('Your password was changed'));
  });

  it('only the newest link works', async () => {
    await employee(shop, mailbox, admin, { email: 'twice@example.com', role: 'requester' });
    const older = (await requestLink('twice@example.com')).link.searchParams.get('token') ?? '';
    const newer = (await requestLink('twice@example.com')).link.searchParams.get('token') ?? '';
    expect((await confirm('twice@example.com', 'from-older', older)).statusCode).toBe(400);
    expect(json(await confirm('twice@example.com', 'from-newer', newer))).toEqual({ Success: true });
    await shop.login({ email: 'twice@example.com', password: 'from-newer' });
  });

  it('an unknown address, a deactivated employee and an invitation not accepted: the same answer, and no mail', async () => {
    const gone = await employee(shop, mailbox, admin, { email: 'gone@example.com', role: 'buyer' });
    expect((await shop.call('POST', `/api/Team/Employees/${gone.id}/Deactivate`, { token: admin })).statusCode).toBe(200);
    const invited = await shop.call('POST', '/api/Team/Employees', {
      token: admin,
      body: { Email: 'not-yet@example.com', Name: 'Not Yet', Role: 'buyer' },
    });
    expect(invited.statusCode).toBe(200);

    const linksBefore = recoveryLinks('forgetful@example.com').length;
    const known = await recover('forgetful@example.com');
    for (const address of ['nobody@example.com', 'gone@example.com', 'not-yet@example.com']) {
      const answer = await recover(address);
      expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: known.statusCode, body: known.body });
    }
    await outboxDrained();
    // an active employee's address got its link meanwhile; the others nothing
    expect(recoveryLinks('forgetful@example.com')).toHaveLength(linksBefore + 1);
    expect(recoveryLinks('nobody@example.com')).toEqual([]);
    expect(recoveryLinks('gone@example.com')).toEqual([]);
    expect(recoveryLinks('not-yet@example.com')).toEqual([]);
  });

  it('a link mailed before a deactivation is refused after it, and after the reactivation too', async () => {
    const person = await employee(shop, mailbox, admin, { email: 'leaving@example.com', role: 'requester', password: 'kept-secret' });
    const token = (await requestLink('leaving@example.com')).link.searchParams.get('token') ?? '';
    expect((await shop.call('POST', `/api/Team/Employees/${person.id}/Deactivate`, { token: admin })).statusCode).toBe(200);
    const refused = await confirm('leaving@example.com', 'taken-over', token);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ errors: { Token: ['The recovery link is invalid or expired.'] } });

    expect((await shop.call('POST', `/api/Team/Employees/${person.id}/Reactivate`, { token: admin })).statusCode).toBe(200);
    expect((await confirm('leaving@example.com', 'taken-over', token)).statusCode).toBe(400);
    await shop.login({ email: 'leaving@example.com', password: 'kept-secret' });
  });

  it('with the extension off an employee’s address gets nothing', async () => {
    await employee(shop, mailbox, admin, { email: 'off-team@example.com', role: 'buyer' });
    // with the extension on the address gets its link
    await requestLink('off-team@example.com');
    const plain = await buildServer({
      database: shop.location,
      passwordCost: TEST_PASSWORD_COST,
      extensions: [],
      mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' },
    });
    try {
      const answer = await plain.inject({
        method: 'POST',
        url: '/api/Customer/PasswordRecovery',
        payload: { Email: 'off-team@example.com' },
      });
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ Success: true });
      await outboxDrained();
      expect(recoveryLinks('off-team@example.com')).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});

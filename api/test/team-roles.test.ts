import { CALL_LIST, type CallSpec } from '@parts/contract/calls';
import { EXTENSION_NAMES } from '@parts/contract/store';
import { ROLE_NAMES, ROLES, type Role } from '@parts/contract/team';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';
import { employee } from './team-support';

/**
 * The authorisation matrix of the dealer's team (extension team, issue 41), generated from the
 * table of calls: every call that needs a session against every role (an employee of each role and
 * the company's own login, its administrator). A role the call names is never refused (its answer
 * is 2xx, or a 4xx that is not 403: the requests carry no valid input), a role it does not name is
 * refused with 403 before the handler runs, and nothing answers 5xx. A call added to the table is
 * in the matrix by being there; one that names no roles is refused to everybody until it does.
 */
let mailbox: Mailbox;
let shop: TestShop;
const tokens = new Map<string, string>();

/** Who signs in: an employee of each role, and the company's own login. */
const SUBJECTS: readonly { who: string; role: Role }[] = [
  ...ROLE_NAMES.map((role) => ({ who: `employee (${role})`, role })),
  { who: "company's own login", role: ROLES.administrator },
];

/** The calls that need a session, with every extension on (the tests' server runs them all). */
const SIGNED_IN_CALLS = CALL_LIST.filter((call) => call.auth && (!call.extension || EXTENSION_NAMES.includes(call.extension)));

/** A URL of the call: path parameters filled with an id no row has (a change finds nothing to change). */
const urlOf = (call: CallSpec): string =>
  call.path.startsWith('/api/:lookup') ? "/api/Product('1')" : call.path.replace(/:(\w+)(\([^)]*\)[^/]*)?/g, '999999');

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startShop({ mail: { smtpUrl: mailbox.url } });
  const admin = await shop.login(DEALER);
  tokens.set("company's own login", admin);
  for (const role of ROLE_NAMES) {
    const person = await employee(shop, mailbox, admin, { email: `matrix-${role}@example.com`, role });
    tokens.set(`employee (${role})`, person.token);
  }
});
afterAll(async () => {
  await shop.close();
  await mailbox.stop();
});

it('every call that needs a session names its roles, the administrator among them', () => {
  const unnamed = SIGNED_IN_CALLS.filter((call) => !call.roles?.includes(ROLES.administrator)).map((call) => `${call.method} ${call.path}`);
  expect(unnamed).toEqual([]);
  // the size of the matrix, for the note
  expect(SUBJECTS.length * SIGNED_IN_CALLS.length).toBeGreaterThan(0);
});

describe.each(SUBJECTS)('$who', ({ who, role }) => {
  it.each(SIGNED_IN_CALLS.map((call) => ({ name: `${call.method} ${call.path}`, call })))('$name', async ({ call }) => {
    // signing out ends the session: it gets a session of its own
    const token =
      call.path === '/api/user/logout'
        ? await shop.login(who.startsWith('employee') ? { email: `matrix-${role}@example.com`, password: 'employee-pass' } : DEALER)
        : tokens.get(who);
    const answer = await shop.call(call.method, urlOf(call), {
      ...(token && { token }),
      ...(call.method === 'POST' || call.method === 'PUT' ? { body: {} } : {}),
    });
    expect(answer.statusCode).toBeLessThan(500);
    if (call.roles?.includes(role)) {
      expect(answer.statusCode).not.toBe(403);
      expect(answer.statusCode).not.toBe(401);
    } else {
      expect(answer.statusCode).toBe(403);
      expect(json(answer)).toEqual({ title: 'Your role does not allow this.', status: 403 });
    }
  });
});

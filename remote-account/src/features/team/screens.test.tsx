import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, callsMade, server } from '@parts/shared-kernel/test-support';
import type { Employee } from './api/employees';
import type { TeamMe } from './api/approvals';
import type { AuditEvent } from './api/audit';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import { AuditPage, AUDIT_PAGE_SIZE } from './AuditPage';
import { EmployeesPage } from './EmployeesPage';

/**
 * Issue 41 (extension team), the remaining account screens: the menu by role (one GET /api/Team/Me
 * for the page and its menu), a Buyer's monthly limit and a new invitation link on the employees
 * screen, the administrator's audit (who, what, when; paged; in the dealer's language).
 */

const me = (role: TeamMe['Role'], name = 'Jan Kowalski'): TeamMe => ({
  EmployeeId: role === 'administrator' ? null : 4,
  Name: name,
  Email: 'someone@example.com',
  Phone: '',
  Role: role,
});
const OWNER: Employee = {
  Id: null,
  Name: 'Jan Kowalski',
  Email: 'dealer@example.com',
  Phone: '',
  Role: 'administrator',
  Active: true,
  Invited: false,
  LastSignIn: null,
  MonthlyLimit: null,
};
const BUYER: Employee = { ...OWNER, Id: 5, Name: 'Bogdan Buyer', Email: 'bogdan@example.com', Role: 'buyer', MonthlyLimit: 2000 };
const INVITED: Employee = { ...OWNER, Id: 6, Name: 'Irena Invited', Email: 'irena@example.com', Role: 'requester', Invited: true };

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: /account|konto/i }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('a Requester’s menu has no order history, employees, audit or queue: their own requests instead; one call for the role', async () => {
  await setUp({ extensions: ['team'] });
  server.use(answer('GET /api/Team/Me', me('requester', 'Anna Lada')));
  renderAt(<AuditPage />, { url: '/my-account/audit' });
  expect(await screen.findByText("Only the company's administrators see the audit.")).toBeInTheDocument();
  expect(menuLinks()).toEqual(['My profile', 'Addresses', 'Shopping lists', 'My requests for approval']);
  expect(callsMade().filter((call) => call === 'GET /api/Team/Me')).toHaveLength(1);
});

test('a Buyer sees the order history and the approvals, not the employees nor the audit', async () => {
  await setUp({ extensions: ['team'] });
  server.use(answer('GET /api/Team/Me', me('buyer')));
  renderAt(<AuditPage />, { url: '/my-account/audit' });
  await waitFor(() => expect(menuLinks()).toEqual(['My profile', 'Addresses', 'Order history', 'Shopping lists', 'Approvals']));
});

test('without the extension the menu is SPEC’s and no role is asked', async () => {
  await setUp();
  renderAt(<AuditPage />, { url: '/my-account/audit' });
  expect(await screen.findByText('This shop has one login per dealer.')).toBeInTheDocument();
  expect(menuLinks()).toEqual(['My profile', 'Addresses', 'Order history', 'Shopping lists']);
  expect(callsMade()).not.toContain('GET /api/Team/Me');
});

test('in Polish: the administrator sees who did what and when, paged, in Polish', async () => {
  await setUp({ language: 'pl', extensions: ['team'] });
  const events: AuditEvent[] = Array.from({ length: AUDIT_PAGE_SIZE + 2 }, (_, index) => ({
    Id: 100 - index,
    At: new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 3_600_000).toISOString(),
    Actor: 'Jan Kowalski',
    ActorId: null,
    Action: 'employee.role',
    Subject: `Osoba ${index} <o${index}@example.com>`,
    Detail: 'requester → buyer',
  }));
  events[0] = { ...events[0]!, Action: 'order.requested', Actor: 'Anna Lada', ActorId: 4, Subject: '#7', Detail: '1234.5' };
  events[events.length - 1] = { ...events.at(-1)!, Action: 'employee.limit', Detail: '' };
  server.use(answer('GET /api/Team/Me', me('administrator')), answer('GET /api/Team/Audit', events));
  const user = userEvent.setup();
  renderAt(<AuditPage />, { url: '/my-account/audit' });

  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(AUDIT_PAGE_SIZE);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Kiedy', 'Kto', 'Co', 'Szczegóły']);
  const first = within(rows[0]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(first[1]).toBe('Anna Lada');
  expect(first[2]).toBe('Wysłano zamówienie do zatwierdzenia: #7');
  expect(first[3]).toMatch(/^1\s?234,50\s?zł$/);
  expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('Zgłaszający → Kupujący');
  expect(screen.getByText('Strona 1 z 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Nowsze' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Starsze' }));
  expect(screen.getByText('Strona 2 z 2')).toBeInTheDocument();
  const rest = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rest).toHaveLength(2);
  expect(within(rest[1]!).getAllByRole('cell')[2]).toHaveTextContent('Zmieniono limit miesięczny');
  expect(within(rest[1]!).getAllByRole('cell')[3]).toHaveTextContent('Bez limitu');
  expect(menuLinks()).toEqual([
    'Mój profil',
    'Adresy',
    'Historia zamówień',
    'Listy zakupowe',
    'Zatwierdzenia',
    'Pracownicy',
    'Dziennik zdarzeń',
  ]);
});

test('the audit says when nothing is recorded yet', async () => {
  await setUp({ extensions: ['team'] });
  server.use(answer('GET /api/Team/Me', me('administrator')), answer('GET /api/Team/Audit', []));
  renderAt(<AuditPage />, { url: '/my-account/audit' });
  expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
});

test('the administrator sets a Buyer’s monthly limit (empty: none) and sends a new link to an invitation not accepted', async () => {
  await setUp({ extensions: ['team'] });
  const limit = recorded('PUT /api/Team/Employees/:id', (asked) => ({ ...BUYER, MonthlyLimit: asked.body.MonthlyLimit ?? null }));
  const again = recorded('POST /api/Team/Employees/:id/Invite', INVITED);
  server.use(
    answer('GET /api/Team/Me', me('administrator')),
    answer('GET /api/Team/Employees', [OWNER, BUYER, INVITED]),
    limit.handler,
    again.handler,
  );
  const notices = collectNotices();
  const user = userEvent.setup();
  renderAt(<EmployeesPage />, { url: '/my-account/team' });

  const buyer = await screen.findByRole('listitem', { name: 'Bogdan Buyer' });
  const field = within(buyer).getByRole('textbox', { name: 'Monthly limit' });
  expect(field).toHaveValue('2000');
  await user.clear(field);
  await user.type(field, '1500,50');
  await user.click(within(buyer).getByRole('button', { name: 'Save limit' }));
  await waitFor(() => expect(limit.bodies).toEqual([{ Role: 'buyer', MonthlyLimit: 1500.5 }]));
  await user.clear(field);
  await user.click(within(buyer).getByRole('button', { name: 'Save limit' }));
  await waitFor(() => expect(limit.bodies.at(-1)).toEqual({ Role: 'buyer', MonthlyLimit: null }));
  await user.type(field, 'abc');
  await user.click(within(buyer).getByRole('button', { name: 'Save limit' }));
  expect(await within(buyer).findByText('Enter a sum of at least 0 or leave it empty.')).toBeInTheDocument();
  expect(limit.bodies).toHaveLength(2);

  // only a Buyer has a limit; only an invitation not accepted has a new link
  const invited = screen.getByRole('listitem', { name: 'Irena Invited' });
  expect(within(invited).queryByRole('textbox', { name: 'Monthly limit' })).not.toBeInTheDocument();
  expect(within(buyer).queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  await user.click(within(invited).getByRole('button', { name: 'Send a new link' }));
  await waitFor(() => expect(again.bodies).toEqual([{ Language: 'en' }]));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'A new invitation link was sent to irena@example.com.' }));
});

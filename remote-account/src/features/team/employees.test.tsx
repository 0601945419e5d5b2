import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, server } from '@parts/shared-kernel/test-support';
import type { Employee } from './api/employees';
import type { TeamMe } from './api/approvals';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import { EmployeesPage } from './EmployeesPage';

/** Issue 41, item 1 (extension team): the administrator's employees screen, against answers the contract keeps. */

const ADMIN: TeamMe = { EmployeeId: null, Name: 'Jan Kowalski', Email: 'dealer@example.com', Phone: '', Role: 'administrator' };
const OWNER: Employee = {
  Id: null,
  Name: 'Jan Kowalski',
  Email: 'dealer@example.com',
  Phone: '',
  Role: 'administrator',
  Active: true,
  Invited: false,
  LastSignIn: '2026-11-02T09:00:00.000Z',
  MonthlyLimit: null,
};
const ANNA: Employee = {
  Id: 4,
  Name: 'Anna Lada',
  Email: 'anna@example.com',
  Phone: '',
  Role: 'requester',
  Active: true,
  Invited: false,
  LastSignIn: null,
  MonthlyLimit: null,
};

test('in Polish: the administrator invites in the chosen language, changes a role and deactivates; the last sign-in is shown', async () => {
  await setUp({ language: 'pl', extensions: ['team'] });
  const invited = recorded('POST /api/Team/Employees', {
    ...ANNA,
    Id: 5,
    Email: 'tom@example.com',
    Name: 'Tom Tech',
    Invited: true,
    Role: 'buyer',
  });
  const changed = recorded('PUT /api/Team/Employees/:id', { ...ANNA, Role: 'buyer' });
  const deactivated = recorded('POST /api/Team/Employees/:id/Deactivate', { ...ANNA, Active: false });
  server.use(
    answer('GET /api/Team/Me', ADMIN),
    answer('GET /api/Team/Employees', [OWNER, ANNA]),
    invited.handler,
    changed.handler,
    deactivated.handler,
  );
  const notices = collectNotices();
  const user = userEvent.setup();
  renderAt(<EmployeesPage />, { url: '/my-account/team' });

  const anna = await screen.findByRole('listitem', { name: 'Anna Lada' });
  expect(within(anna).getByText('Nigdy')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Jan Kowalski' })).queryByRole('button')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('E-mail'), 'tom@example.com');
  await user.type(screen.getByLabelText('Imię i nazwisko'), 'Tom Tech');
  await user.selectOptions(screen.getAllByLabelText('Rola')[0]!, 'buyer');
  await user.selectOptions(screen.getByLabelText('Język zaproszenia'), 'en');
  await user.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Wysłano zaproszenie na adres tom@example.com.' }));
  expect(invited.bodies).toEqual([{ Email: 'tom@example.com', Name: 'Tom Tech', Role: 'buyer', Language: 'en' }]);

  await user.selectOptions(within(anna).getByLabelText('Rola'), 'buyer');
  await user.click(within(anna).getByRole('button', { name: 'Dezaktywuj' }));
  expect(changed.bodies).toEqual([{ Role: 'buyer' }]);
  await waitFor(() => expect(deactivated.bodies).toHaveLength(1));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Dezaktywowano i wylogowano: Anna Lada.' }));
});

test('anyone but an administrator is told the page is the administrators’', async () => {
  await setUp({ extensions: ['team'] });
  server.use(answer('GET /api/Team/Me', { ...ADMIN, EmployeeId: 4, Role: 'buyer' }));
  renderAt(<EmployeesPage />, { url: '/my-account/team' });
  expect(await screen.findByText("Only the company's administrators manage the employees.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
});

test('an invitation accepted in the employee’s own browser shows here without a reload (asked again while one waits)', async () => {
  await setUp({ extensions: ['team'] });
  const tom: Employee = { ...ANNA, Id: 5, Name: 'Tom Tech', Email: 'tom@example.com', Invited: true };
  server.use(answer('GET /api/Team/Me', ADMIN), answer('GET /api/Team/Employees', [OWNER, tom]));
  // the clock moves only when the test lets it (the waiting screen's own timer)
  jest.useFakeTimers();
  try {
    renderAt(<EmployeesPage />, { url: '/my-account/team' });
    const row = await screen.findByRole('listitem', { name: 'Tom Tech' });
    expect(row).toHaveTextContent('Invited');
    server.use(answer('GET /api/Team/Employees', [OWNER, { ...tom, Invited: false, LastSignIn: '2026-11-28T09:00:00.000Z' }]));
    act(() => jest.advanceTimersByTime(30_000));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Tom Tech' })).toHaveTextContent('Active'));
  } finally {
    jest.useRealTimers();
  }
});

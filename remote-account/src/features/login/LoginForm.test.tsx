import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValue } from '@parts/shared-kernel';
import { answer, callsMade, collectNotices, failure, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { LoginForm } from './LoginForm';

beforeEach(() => setUp());

test('e-mail and password are required', async () => {
  renderAt(<LoginForm />, { url: '/login' });
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  expect(callsMade()).toEqual([]);
});

test("the password travels as Base64 of its UTF-8 bytes ('zażółć') and the token is handed to the host", async () => {
  const sent: unknown[] = [];
  server.use(
    answer('POST /api/user/login', ({ body }) => {
      sent.push(body);
      return 'token-123';
    }),
  );
  renderAt(<LoginForm />, { url: '/login' });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'zażółć');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('button', { name: 'Log in' });
  expect(sent).toEqual([{ email: 'jan@example.com', password: 'emHFvMOzxYLEhw==' }]);
  expect(lastValue('auth:token')).toBe('token-123');
});

test('a wrong password ends any session and is said in the form, not in a notice', async () => {
  server.use(failure('POST /api/user/login', 401, { title: 'Login was unsuccessful.' }, 'Unauthorized'));
  const notices = collectNotices();
  renderAt(<LoginForm />, { url: '/login' });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const said = await screen.findByRole('alert');
  expect(said).toHaveTextContent('Unauthorized Login was unsuccessful.');
  expect(said.closest('form')).not.toBeNull();
  expect(lastValue('auth:token')).toBeNull();
  expect(notices).toEqual([]);
  // the next attempt starts without it
  server.use(answer('POST /api/user/login', () => 'token-9'));
  await userEvent.clear(screen.getByLabelText(/Password/));
  await userEvent.type(screen.getByLabelText(/Password/), 'dealer123');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(lastValue('auth:token')).toBe('token-9'));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('in Polish the title is the status text in Polish', async () => {
  await setUp({ language: 'pl' });
  server.use(failure('POST /api/user/login', 401, { title: 'Logowanie nie powiodło się.' }, 'Unauthorized'));
  renderAt(<LoginForm />, { url: '/login' });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.com');
  await userEvent.type(screen.getByLabelText(/Hasło/), 'wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  const said = await screen.findByRole('alert');
  expect(said).toHaveTextContent('Brak autoryzacji Logowanie nie powiodło się.');
  expect(said).not.toHaveTextContent('Unauthorized');
});

test('reads in Polish by default', async () => {
  await setUp({ language: 'pl' });
  renderAt(<LoginForm />, { url: '/login' });
  await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
  expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(2);
});

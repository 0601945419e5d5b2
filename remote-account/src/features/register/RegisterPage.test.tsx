import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValue } from '@parts/shared-kernel';
import { mockApi, renderAt, setUp, type ApiCall } from '../../test-support/harness';
import { RegisterPage } from './RegisterPage';

beforeEach(() => setUp());

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

async function fillRequired({ country = 'Germany' }: { country?: string } = {}) {
  await userEvent.type(screen.getByLabelText(/First name/), 'Anna');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Nowak');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'zażółć');
  await userEvent.type(screen.getByLabelText(/^Street address\s*$/), 'Długa 1');
  await userEvent.type(screen.getByLabelText(/Street address 2/), 'lok. 2');
  await userEvent.type(screen.getByLabelText(/Zip/), '00-001');
  await userEvent.type(screen.getByLabelText(/City/), 'Warszawa');
  await userEvent.selectOptions(screen.getByLabelText(/Country/), country);
}

test('every required field says so; optional ones do not', async () => {
  const calls = mockApi(() => undefined);
  renderAt(<RegisterPage />, { url: '/register' });
  await submit();
  // FirstName, LastName, Email, Password, StreetAddress, StreetAddress2, ZipPostalCode, City, CountryId
  expect(await screen.findAllByText('This field is required')).toHaveLength(9);
  for (const optional of [/Phone/, /Company/, /VAT number/]) {
    expect(screen.getByLabelText(optional)).toHaveAttribute('aria-invalid', 'false');
  }
  expect(calls).toHaveLength(0);
});

test('the password needs at least 6 characters and the e-mail must be an address', async () => {
  mockApi(() => undefined);
  renderAt(<RegisterPage />, { url: '/register' });
  await userEvent.type(screen.getByLabelText(/^Password/), '12345');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'anna');
  await submit();
  expect(await screen.findByText('The password must have at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
});

test('the state is required only for a country with states, and disabled otherwise', async () => {
  const calls = mockApi(() => undefined);
  renderAt(<RegisterPage />, { url: '/register' });
  const state = screen.getByLabelText(/State \/ province/);
  expect(state).toBeDisabled();

  await fillRequired({ country: 'Poland' });
  expect(state).toBeEnabled();
  expect(
    within(state)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a state / province', 'Mazowieckie', 'Małopolskie']);
  await submit();
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(state).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);

  // a country without states: the state goes disabled and the form is valid
  await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Germany');
  expect(state).toBeDisabled();
  mockApi((call) =>
    call.path === '/api/Customer/register' ? { body: { Success: true } } : call.path === '/api/user/login' ? { text: 't' } : undefined,
  );
  await submit();
  await waitFor(() => expect(lastValue('auth:token')).toBe('t'));
});

test('sends every field of the payload (Base64 password, Newsletter false by default), then signs the new customer in', async () => {
  const calls = mockApi((call) => {
    if (call.path === '/api/Customer/register') return { body: { Success: true } };
    if (call.path === '/api/user/login') return { text: 'new-token' };
    return undefined;
  });
  renderAt(<RegisterPage />, { url: '/register' });
  await fillRequired({ country: 'Poland' });
  await userEvent.selectOptions(screen.getByLabelText(/State \/ province/), 'Mazowieckie');
  await userEvent.type(screen.getByLabelText(/Company/), 'Auto Serwis');
  await submit();
  await waitFor(() => expect(lastValue('auth:token')).toBe('new-token'));
  const [registration, login] = calls as [ApiCall, ApiCall];
  expect(registration.body).toEqual({
    Email: 'anna@example.com',
    Password: 'emHFvMOzxYLEhw==',
    FirstName: 'Anna',
    LastName: 'Nowak',
    Company: 'Auto Serwis',
    StreetAddress: 'Długa 1',
    StreetAddress2: 'lok. 2',
    ZipPostalCode: '00-001',
    City: 'Warszawa',
    CountryId: 1,
    StateProvinceId: 11,
    Phone: '',
    Newsletter: false,
    VatNumber: '',
  });
  expect(login.path).toBe('/api/user/login');
  expect(login.body).toEqual({ email: 'anna@example.com', password: 'emHFvMOzxYLEhw==' });
});

test("the server's field errors are listed under the form, the first message of each", async () => {
  mockApi(() => ({
    status: 400,
    statusText: 'Bad Request',
    body: {
      title: 'One or more validation errors occurred.',
      errors: { Email: ['The e-mail address is already registered.', 'second'], ZipPostalCode: ['Zip / postal code is too long.'] },
    },
  }));
  renderAt(<RegisterPage />, { url: '/register' });
  await fillRequired();
  await submit();
  const list = await screen.findByTestId('server-errors');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['The e-mail address is already registered.', 'Zip / postal code is too long.']);
  expect(lastValue('auth:token')).toBeUndefined();
});

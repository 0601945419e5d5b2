import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValue } from '@parts/shared-kernel';
import { answer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { recorded, renderAt, setUp } from '../../test-support/harness';
import { RegisterPage } from './RegisterPage';

// a visitor: nobody is signed in yet
beforeEach(() => setUp({ signedIn: false }));

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
  renderAt(<RegisterPage />, { url: '/register' });
  await submit();
  // FirstName, LastName, Email, Password, StreetAddress, StreetAddress2, ZipPostalCode, City, CountryId
  expect(await screen.findAllByText('This field is required')).toHaveLength(9);
  for (const optional of [/Phone/, /Company/, /VAT number/]) {
    expect(screen.getByLabelText(optional)).toHaveAttribute('aria-invalid', 'false');
  }
  expect(callsMade()).toEqual([]);
});

test('the password needs at least 6 characters and the e-mail must be an address', async () => {
  renderAt(<RegisterPage />, { url: '/register' });
  await userEvent.type(screen.getByLabelText(/^Password/), '12345');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'anna');
  await submit();
  expect(await screen.findByText('The password must have at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
});

test('the state is required only for a country with states, and disabled otherwise', async () => {
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
  expect(callsMade()).toEqual([]);

  // a country without states: the state goes disabled and the form is valid
  await userEvent.selectOptions(screen.getByLabelText(/Country/), 'Germany');
  expect(state).toBeDisabled();
  server.use(answer('POST /api/Customer/register', { Success: true }), answer('POST /api/user/login', 't'));
  await submit();
  await waitFor(() => expect(lastValue('auth:token')).toBe('t'));
});

test('sends every field of the payload (Base64 password, Newsletter false by default), then signs the new customer in', async () => {
  const registration = recorded('POST /api/Customer/register', { Success: true });
  const login = recorded('POST /api/user/login', 'new-token');
  server.use(registration.handler, login.handler);
  renderAt(<RegisterPage />, { url: '/register' });
  await fillRequired({ country: 'Poland' });
  await userEvent.selectOptions(screen.getByLabelText(/State \/ province/), 'Mazowieckie');
  await userEvent.type(screen.getByLabelText(/Company/), 'Auto Serwis');
  await submit();
  await waitFor(() => expect(lastValue('auth:token')).toBe('new-token'));
  expect(callsMade()).toEqual(['POST /api/Customer/register', 'POST /api/user/login']);
  expect(registration.bodies).toEqual([
    {
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
    },
  ]);
  expect(login.bodies).toEqual([{ email: 'anna@example.com', password: 'emHFvMOzxYLEhw==' }]);
});

test("the server's field errors are listed under the form, the first message of each", async () => {
  server.use(
    failure(
      'POST /api/Customer/register',
      400,
      {
        title: 'One or more validation errors occurred.',
        errors: { Email: ['The e-mail address is already registered.', 'second'], ZipPostalCode: ['Zip / postal code is too long.'] },
      },
      'Bad Request',
    ),
  );
  renderAt(<RegisterPage />, { url: '/register' });
  await fillRequired();
  await submit();
  const list = await screen.findByTestId('server-errors');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['E-mail: The e-mail address is already registered.', 'Zip / postal code is too long.']);
  expect(lastValue('auth:token')).toBeUndefined();
});

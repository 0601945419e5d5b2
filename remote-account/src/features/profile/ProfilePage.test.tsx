import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, callsMade, customer, failure, server } from '@parts/shared-kernel/test-support';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import { ProfilePage } from './ProfilePage';

beforeEach(() => setUp());

const CUSTOMER = customer({
  Id: 1,
  Email: 'dealer@example.com',
  FirstName: 'Jan',
  LastName: 'Kowalski',
  Phone: '+48 600 000 000',
  Company: 'Auto Kowalski',
  VatNumber: 'PL1234567890',
  Addresses: [],
  BillingAddress: 5,
  ShippingAddress: 6,
});

/** The stored customer (what Customer/Update sent, once saved) and the bodies of the two changes. */
function api() {
  let stored = CUSTOMER;
  const update = recorded('POST /api/Customer/Update', ({ body }) => {
    const { Email, FirstName, LastName, Phone, Company, VatNumber } = body;
    stored = { ...stored, Email, FirstName, LastName, Phone: Phone ?? '', Company: Company ?? '', VatNumber: VatNumber ?? '' };
    return { Success: true };
  });
  const setPassword = recorded('POST /api/Customer/SetPassword', { Success: true });
  server.use(
    answer('GET /api/Customer/get', () => stored),
    update.handler,
    setPassword.handler,
  );
  return { update: update.bodies, setPassword: setPassword.bodies };
}

const customerAsked = () => callsMade().filter((call) => call === 'GET /api/Customer/get').length;

test('shows the account side menu and the stored profile', async () => {
  api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  expect(await screen.findByLabelText(/First name/)).toHaveValue('Jan');
  const menu = screen.getByRole('navigation', { name: 'My account' });
  expect(menu).toHaveTextContent('My profile');
  expect(screen.getByLabelText(/VAT number/)).toHaveValue('PL1234567890');
});

test('first name, last name and e-mail are required', async () => {
  api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  for (const label of [/First name/, /Last name/, /^E-mail/]) await userEvent.clear(await screen.findByLabelText(label));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(3);
  expect(callsMade().filter((call) => call.startsWith('POST'))).toEqual([]);
});

test("saves the basic information with the default address ids: 'Basic information was successfully updated.'", async () => {
  const notices = collectNotices();
  const sent = api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const company = await screen.findByLabelText(/Company/);
  await userEvent.clear(company);
  await userEvent.type(company, 'Kowalski Sp. z o.o.');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Basic information was successfully updated.' }));
  expect(sent.update).toEqual([
    {
      Email: 'dealer@example.com',
      FirstName: 'Jan',
      LastName: 'Kowalski',
      Phone: '+48 600 000 000',
      Company: 'Kowalski Sp. z o.o.',
      VatNumber: 'PL1234567890',
      BillingAddress: 5,
      ShippingAddress: 6,
    },
  ]);
  // the shared customer is asked again, and the form starts over from what was stored
  await waitFor(() => expect(customerAsked()).toBe(2));
  expect(screen.getByLabelText(/Company/)).toHaveValue('Kowalski Sp. z o.o.');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test("a repeat that differs: 'Password not match.'", async () => {
  const sent = api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  await userEvent.type(await screen.findByLabelText(/^Current password/), 'dealer123');
  await userEvent.type(await screen.findByLabelText(/^New password/), 'zażółć');
  await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółc');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password not match.')).toBeInTheDocument();
  expect(sent.setPassword).toEqual([]);
});

test('the current password is required to change the password', async () => {
  const sent = api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  await userEvent.type(await screen.findByLabelText(/^New password/), 'zażółć');
  await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(sent.setPassword).toEqual([]);
});

test("changes the password with the current one (both Base64, no e-mail): 'Password was successfully updated.'", async () => {
  const notices = collectNotices();
  const sent = api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  await userEvent.type(await screen.findByLabelText(/^Current password/), 'dealer123');
  await userEvent.type(screen.getByLabelText(/^New password/), 'zażółć');
  await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Password was successfully updated.' }));
  expect(sent.setPassword).toEqual([{ Password: 'emHFvMOzxYLEhw==', CurrentPassword: 'ZGVhbGVyMTIz' }]);
  expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
});

test("a wrong current password: the server's message next to that field, once (no notice, no 'Bad Request' beside it), and the fields kept", async () => {
  server.use(
    answer('GET /api/Customer/get', CUSTOMER),
    failure('POST /api/Customer/SetPassword', 400, {
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { CurrentPassword: ['The current password is incorrect.'] },
    }),
  );
  const notices = collectNotices();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  await userEvent.type(await screen.findByLabelText(/^Current password/), 'a-guess');
  await userEvent.type(screen.getByLabelText(/^New password/), 'zażółć');
  await userEvent.type(screen.getByLabelText(/Repeat new password/), 'zażółć');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const current = screen.getByLabelText(/^Current password/);
  await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'));
  expect(current).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(1);
  expect(screen.queryByText(/Bad Request|validation errors/)).toBeNull();
  expect(notices).toEqual([]);
  expect(screen.getByLabelText(/^New password/)).toHaveValue('zażółć');
});

test('a new e-mail address asks for the current password and sends it (Base64); other changes do not', async () => {
  const sent = api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const email = await screen.findByLabelText(/^E-mail/);
  expect(screen.queryAllByLabelText(/^Current password/)).toHaveLength(1);
  await userEvent.clear(email);
  await userEvent.type(email, 'jan@example.com');
  expect(screen.getAllByLabelText(/^Current password/)).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(sent.update).toEqual([]);

  await userEvent.type(screen.getAllByLabelText(/^Current password/)[0]!, 'dealer123');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.update).toMatchObject([{ Email: 'jan@example.com', CurrentPassword: 'ZGVhbGVyMTIz' }]));
});

test('the success notice is translated (pl)', async () => {
  await setUp({ language: 'pl' });
  const notices = collectNotices();
  api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const phone = await screen.findByLabelText(/Telefon/);
  await userEvent.type(phone, '1');
  await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Podstawowe informacje zostały zaktualizowane.' }));
});

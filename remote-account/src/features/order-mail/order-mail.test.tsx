import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, callsMade, customer, failure, server } from '@parts/shared-kernel/test-support';
import { recorded, renderAt, setUp } from '../../test-support/harness';
import { ProfilePage } from '../profile/ProfilePage';

const ALL_ON = { BackorderShipped: true, LineCancelled: true, Invoice: true };

function api() {
  const save = recorded('POST /api/Customer/OrderMail', ({ body }) => body);
  server.use(answer('GET /api/Customer/get', customer()), answer('GET /api/Customer/OrderMail', ALL_ON), save.handler);
  return save.bodies;
}

test('each kind of order mail is switched on its own and saved (extension order-tracking)', async () => {
  await setUp({ extensions: ['order-tracking'] });
  const saved = api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const section = await screen.findByTestId('order-mail');
  const cancelled = await within(section).findByRole('checkbox', { name: 'a line is cancelled' });
  expect(cancelled).toBeChecked();
  await userEvent.click(cancelled);
  expect(await within(section).findByRole('status')).toHaveTextContent('Mail settings saved.');
  expect(saved).toEqual([{ BackorderShipped: true, LineCancelled: false, Invoice: true }]);
  expect(within(section).getByRole('checkbox', { name: 'a line is cancelled' })).not.toBeChecked();
  expect(within(section).getByRole('checkbox', { name: 'an invoice or credit note arrives' })).toBeChecked();
});

test('in Polish, and a failed load says so', async () => {
  await setUp({ language: 'pl', extensions: ['order-tracking'] });
  server.use(answer('GET /api/Customer/get', customer()), failure('GET /api/Customer/OrderMail', 500));
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const section = await screen.findByTestId('order-mail');
  expect(within(section).getByRole('heading', { name: 'Powiadomienia o zamówieniach' })).toBeInTheDocument();
  expect(await within(section).findByRole('alert')).toHaveTextContent('Nie udało się wczytać ustawień powiadomień.');
});

test('without the extension the profile neither shows nor asks for the mail settings', async () => {
  await setUp();
  api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  await screen.findByLabelText(/First name/);
  expect(screen.queryByTestId('order-mail')).not.toBeInTheDocument();
  expect(callsMade()).not.toContain('GET /api/Customer/OrderMail');
});

test('with the extension returns the mail of a decided return is switched off and saved with the others', async () => {
  await setUp({ extensions: ['order-tracking', 'returns'] });
  const save = recorded('POST /api/Customer/OrderMail', ({ body }) => body);
  server.use(
    answer('GET /api/Customer/get', customer()),
    answer('GET /api/Customer/OrderMail', { ...ALL_ON, Returns: true }),
    save.handler,
  );
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const section = await screen.findByTestId('order-mail');
  const returns = await within(section).findByRole('checkbox', { name: 'a return is approved, rejected or credited' });
  expect(returns).toBeChecked();
  await userEvent.click(returns);
  expect(await within(section).findByRole('status')).toHaveTextContent('Mail settings saved.');
  expect(save.bodies).toEqual([{ ...ALL_ON, Returns: false }]);
  expect(within(section).getByRole('checkbox', { name: 'a return is approved, rejected or credited' })).not.toBeChecked();
});

test('without the extension returns there is no switch for it', async () => {
  await setUp({ language: 'pl', extensions: ['order-tracking'] });
  api();
  renderAt(<ProfilePage />, { url: '/my-account/my-profile' });
  const section = await screen.findByTestId('order-mail');
  await within(section).findByRole('checkbox', { name: 'pozycja zostanie anulowana' });
  expect(within(section).getAllByRole('checkbox')).toHaveLength(3);
});

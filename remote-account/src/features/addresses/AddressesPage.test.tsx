import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_FORM_FIELDS } from '@parts/contract/address';
import type { Address, Customer } from '@parts/contract/customer';
import { address, answer, callsMade, customer as customerFixture, server, type BodyOf } from '@parts/shared-kernel/test-support';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import { AddressesPage } from './AddressesPage';

beforeEach(() => setUp());

const HOME = address({
  Id: 5,
  FirstName: 'Jan',
  LastName: 'Kowalski',
  Company: 'Auto Kowalski',
  VatNumber: '',
  CountryId: 1,
  CountryName: 'Poland',
  StateProvinceId: 11,
  StateProvinceName: 'Mazowieckie',
  City: 'Warszawa',
  Address1: 'Długa 1',
  Address2: '',
  ZipPostalCode: '00-001',
  PhoneNumber: '600000000',
  FaxNumber: '',
  Email: 'jan@example.com',
});
const WAREHOUSE = { ...HOME, Id: 6, Address1: 'Magazynowa 7', City: 'Radom', ZipPostalCode: '26-600' };

function customer(addresses: Address[], billing: number | null = 5, shipping: number | null = 5): Customer {
  return customerFixture({
    Email: 'dealer@example.com',
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Phone: '600000000',
    Company: 'Auto Kowalski',
    VatNumber: 'PL1',
    Addresses: addresses,
    BillingAddress: billing,
    ShippingAddress: shipping,
  });
}

const id = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));

type AddressBody = BodyOf<'POST /api/Customer/AddAddress'>;

/** The address the API keeps of what it was sent. */
function kept(body: AddressBody, addressId: number): Address {
  return {
    ...HOME,
    Id: addressId,
    FirstName: body.FirstName,
    LastName: body.LastName,
    Company: body.Company ?? '',
    VatNumber: body.VatNumber ?? '',
    CountryId: Number(body.CountryId),
    StateProvinceId: id(body.StateProvinceId),
    City: body.City,
    Address1: body.Address1,
    Address2: body.Address2 ?? '',
    ZipPostalCode: body.ZipPostalCode,
    PhoneNumber: body.PhoneNumber,
    FaxNumber: body.FaxNumber ?? '',
    Email: body.Email ?? '',
  };
}

/** A customer store behind the calls: each change is kept, and the page shows it once it asks again. */
function api(addresses: Address[] = [HOME, WAREHOUSE]) {
  let stored = customer(addresses);
  const added = recorded('POST /api/Customer/AddAddress', ({ body }) => {
    const created = kept(body, 9);
    stored = { ...stored, Addresses: [...stored.Addresses, created] };
    return created;
  });
  const updated = recorded('POST /api/Customer/UpdateAddress', ({ body }) => {
    const changed = kept(body, Number(body.Id));
    stored = { ...stored, Addresses: stored.Addresses.map((a) => (a.Id === changed.Id ? changed : a)) };
    return changed;
  });
  const deleted = recorded('POST /api/Customer/DeleteAddress', ({ body }) => {
    stored = { ...stored, Addresses: stored.Addresses.filter((a) => a.Id !== Number(body.addressId)) };
    return { Success: true };
  });
  const update = recorded('POST /api/Customer/Update', ({ body }) => {
    stored = { ...stored, BillingAddress: id(body.BillingAddress), ShippingAddress: id(body.ShippingAddress) };
    return { Success: true };
  });
  server.use(
    answer('GET /api/Customer/get', () => stored),
    added.handler,
    updated.handler,
    deleted.handler,
    update.handler,
  );
  return { added: added.bodies, updated: updated.bodies, deleted: deleted.bodies, update: update.bodies };
}

test("an empty list says 'Addresses list is empty. Please add new address.'", async () => {
  api([]);
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  expect(await screen.findByText('Addresses list is empty. Please add new address.')).toBeInTheDocument();
});

test('lists the addresses with their default badges', async () => {
  api();
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  const cards = await screen.findAllByTestId('address-card');
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent('Billing address');
  expect(cards[0]).toHaveTextContent('Mazowieckie, Poland');
  expect(within(cards[1]!).getByRole('button', { name: 'Set as billing address' })).toBeInTheDocument();
});

test('the address form: required fields, and the state only when the country has states', async () => {
  api([]);
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
  const dialog = screen.getByRole('dialog', { name: 'New address' });
  // the store's country is preselected, as in the checkout's form (issue 12, item 9)
  expect(within(dialog).getByLabelText(/Country/)).toHaveDisplayValue('Poland');
  // prefilled from the customer: first name, last name, company, phone
  for (const label of [/First name/, /Last name/, /Phone/]) await userEvent.clear(within(dialog).getByLabelText(label));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
  // FirstName, LastName, Phone, City, Zip, Address1, and the state of Poland
  expect(await within(dialog).findAllByText('This field is required')).toHaveLength(7);
  expect(within(dialog).getByLabelText(/Address \(line 2\)/)).toHaveAttribute('aria-invalid', 'false');

  const state = within(dialog).getByLabelText(/State \/ province/);
  expect(state).toBeEnabled();
  expect(state).toHaveAttribute('aria-invalid', 'true');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Country/), 'Germany');
  expect(state).toBeDisabled();
  await userEvent.selectOptions(within(dialog).getByLabelText(/Country/), 'Poland');
  expect(state).toBeEnabled();
  expect(callsMade().filter((call) => call.startsWith('POST'))).toEqual([]);
});

test('the address form asks the fields in the order every address form of the shop asks them', async () => {
  api([]);
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
  const dialog = screen.getByRole('dialog', { name: 'New address' });
  const controls = Array.from(dialog.querySelectorAll('input, select'));
  const ids = controls.map((control) => control.id);
  // each field of the shared order, one control each, in that order
  const idOf = (name: string) => (name === 'CountryId' ? 'country' : name === 'StateProvinceId' ? 'state' : name);
  expect(ids).toEqual(ADDRESS_FORM_FIELDS.map((name) => `address-new-${idOf(name)}`));
});

test("adds an address without the customer's main e-mail: 'New address was successfully added.'", async () => {
  const notices = collectNotices();
  const sent = api([]);
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
  const dialog = screen.getByRole('dialog', { name: 'New address' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/State \/ province/), 'Małopolskie');
  await userEvent.type(within(dialog).getByLabelText(/City/), 'Kraków');
  await userEvent.type(within(dialog).getByLabelText(/Zip/), '30-001');
  await userEvent.type(within(dialog).getByLabelText(/^Address\s*\*?$/), 'Rynek 1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'New address was successfully added.' }));
  expect(sent.added).toHaveLength(1);
  const body = sent.added[0]!;
  expect(body).not.toHaveProperty('mainEmail');
  expect(body).not.toHaveProperty('Id');
  expect(body).toMatchObject({
    FirstName: 'Jan',
    LastName: 'Kowalski',
    CountryId: 1,
    StateProvinceId: 12,
    City: 'Kraków',
    Address1: 'Rynek 1',
    PhoneNumber: '600000000',
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // the shared customer is asked again: the new address is listed
  expect(await screen.findByText(/Rynek 1/)).toBeInTheDocument();
});

test("edits an address: 'Your address was successfully updated.'", async () => {
  const notices = collectNotices();
  const sent = api();
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Edit address of Jan Kowalski' }))[1]!);
  const dialog = screen.getByRole('dialog', { name: 'Edit address' });
  const city = within(dialog).getByLabelText(/City/);
  expect(city).toHaveValue('Radom');
  await userEvent.clear(city);
  await userEvent.type(city, 'Lublin');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Your address was successfully updated.' }));
  expect(sent.updated).toMatchObject([{ Id: 6, City: 'Lublin', CountryId: 1, StateProvinceId: 11 }]);
  await waitFor(() => expect(screen.getAllByTestId('address-card')[1]).toHaveTextContent('Lublin'));
});

test("deletes an address only after confirmation: 'Your address was successfully deleted.'", async () => {
  const notices = collectNotices();
  const sent = api();
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  await userEvent.click((await screen.findAllByRole('button', { name: 'Delete address of Jan Kowalski' }))[1]!);
  const dialog = screen.getByRole('dialog', { name: 'Delete address' });
  expect(dialog).toHaveTextContent('Magazynowa 7, Radom');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(sent.deleted).toEqual([]);

  await userEvent.click(screen.getAllByRole('button', { name: 'Delete address of Jan Kowalski' })[1]!);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Your address was successfully deleted.' }));
  expect(sent.deleted).toEqual([{ addressId: 6 }]);
  await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
});

test('sets the default shipping address through Customer/Update', async () => {
  const sent = api();
  renderAt(<AddressesPage />, { url: '/my-account/addresses' });
  const cards = await screen.findAllByTestId('address-card');
  await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Set as shipping address' }));
  await waitFor(() => expect(sent.update).toMatchObject([{ Email: 'dealer@example.com', BillingAddress: 5, ShippingAddress: 6 }]));
  // the customer is asked again: the badge moves to the chosen address
  await waitFor(() => expect(within(screen.getAllByTestId('address-card')[1]!).getByText('Shipping address')).toBeInTheDocument());
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@parts/shared-kernel';
import { answer, customer, server } from '@parts/shared-kernel/test-support';
import { vehicle } from '../../test-support/fixtures';
import { renderAt, setUpCatalog } from '../../test-support/catalog';
import { stopVehicleSession } from '../vehicle/current-vehicle';
import { Level4Page } from './Level4Page';

const S220 = vehicle({
  VehicleId: 1,
  Vin: 'WDX3333333A100001',
  VehicleInfo: { ...vehicle().VehicleInfo, marke: 'NS', produktart: 'PKW', baureihe: 'Series 200', verkaufsbezeichnung: 'S 220' },
  VehicleKeyList: ['serie:S200'],
});

beforeAll(() => setUpCatalog());
beforeEach(() => {
  window.localStorage.clear();
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  stopVehicleSession();
  server.use(
    answer('GET /api/level4/Vehicle', ({ url }) =>
      url.searchParams.get('vin') === 'A100001'
        ? [
            {
              Id: 1,
              Vin: 'WDX3333333A100001',
              VehicleInfo: {
                marke: 'NS',
                baureihe: 'Series 200',
                verkaufsbezeichnung: 'S 220',
                motor: 'M20P',
                produktionsdatum: '2021-05',
                vin7: 'A100001',
              },
              VehicleData: { lackCode: '', polsterCode: '' },
            },
          ]
        : [],
    ),
    answer('POST /api/Level4/VehicleSearch', S220),
    answer('POST /api/level4/VehicleFilter', []),
    answer('POST /api/Level4Category/List', [
      { Id: 1, Name: 'Engine', ParentCategoryId: 0, PictureId: null, ImageUrl: null, HasSubCategories: true },
    ]),
    answer('GET /api/Customer/get', customer()),
  );
});

it('a VIN found on /level4 announces the vehicle and puts the focus on its categories, named for it', async () => {
  const user = userEvent.setup();
  renderAt(<Level4Page />, { url: '/level4' });
  await user.type(screen.getByLabelText('VIN'), 'A100001');
  await user.click(within(screen.getByRole('form', { name: 'Search by VIN' })).getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(screen.getByText('Vehicle chosen: Series 200 S 220, WDX3333333A100001')).toHaveAttribute('role', 'status'));
  const categories = screen.getByTestId('level4-categories');
  await waitFor(() => expect(categories).toHaveFocus());
  expect(within(categories).getByTestId('category-menu-vehicle')).toHaveTextContent('For Series 200 S 220 · A100001');
  expect(await within(categories).findByRole('button', { name: /Engine/ })).toBeInTheDocument();
});

it('opened without a choice (a link, a reload) it announces nothing and leaves the focus alone', async () => {
  emit('vehicle', S220);
  renderAt(<Level4Page />, { url: '/level4' });
  expect(await screen.findByTestId('current-vehicle')).toBeInTheDocument();
  await screen.findByRole('button', { name: /Engine/ });
  expect(screen.queryByText(/Vehicle chosen/)).not.toBeInTheDocument();
  expect(screen.getByTestId('level4-categories')).not.toHaveFocus();
});

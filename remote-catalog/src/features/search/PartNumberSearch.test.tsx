import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@parts/shared-kernel';
import { renderAt, setUpCatalog } from '../../test-support/catalog';
import { PartNumberSearch } from './PartNumberSearch';

beforeAll(() => setUpCatalog());
beforeEach(() => window.sessionStorage.clear());

it('keeps the part number searched for when the search shows again, until logout', async () => {
  const user = userEvent.setup();
  const first = renderAt(<PartNumberSearch />, { url: '/level4' });
  await user.type(screen.getByRole('textbox', { name: 'Part number' }), ' 99110000001 ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/level4/product/99110000001?by=sku'));
  first.unmount();

  // back on the page with the search (a new render, as after the product page)
  const second = renderAt(<PartNumberSearch />, { url: '/level4' });
  expect(screen.getByRole('textbox', { name: 'Part number' })).toHaveValue('99110000001');
  second.unmount();

  act(() => emit('auth:token', null));
  renderAt(<PartNumberSearch />, { url: '/level4' });
  expect(screen.getByRole('textbox', { name: 'Part number' })).toHaveValue('');
});

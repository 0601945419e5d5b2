import { act, screen } from '@testing-library/react';
import { mountShop } from './mount';

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

/** index.html's frame and the shop's root. */
function page(): HTMLElement {
  document.body.innerHTML = '<div id="shell-frame"><div role="status">Ładowanie aplikacji...</div></div><div id="root"></div>';
  return document.getElementById('root')!;
}

test('the frame stays while the shop starts; a start that fails shows why, in Polish, with Retry, and logs the cause', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail: ((error: Error) => void) | undefined;
  const mounted = mountShop(page(), () => new Promise((_, reject) => (fail = reject)));
  // the start is under way (asked, not answered) and React has done what it would
  await act(async () => undefined);
  expect(fail).toBeDefined();
  expect(screen.getByRole('status')).toHaveTextContent('Ładowanie aplikacji...');
  const cause = new Error('config.json answered 503');
  await act(async () => {
    fail?.(cause);
    await mounted;
  });
  expect(screen.getByText('Nie udało się uruchomić sklepu.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  expect(document.getElementById('shell-frame')).toBeNull();
  expect(log).toHaveBeenCalledWith('The shop could not start', cause);
  log.mockRestore();
});

test('in English when the dealer chose English', async () => {
  window.localStorage.setItem('i18nextLng', 'en');
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => mountShop(page(), () => Promise.reject(new Error('reference data failed'))));
  expect(screen.getByText('The shop could not start.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  log.mockRestore();
});

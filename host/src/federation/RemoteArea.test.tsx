/**
 * A remote area that cannot be loaded says what is true: with the server answering, the rest of
 * the shop keeps working; with the whole server unreachable (or the browser offline) it does not,
 * and the shell shows its offline state until the server answers again.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, configureHttp, i18n, initI18n } from '@parts/shared-kernel';
import { answer, networkDown, server, storeConfig } from '@parts/shared-kernel/test-support';
import { ConnectionBanner } from '../features/layout/ConnectionBanner';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { resetConnection } from './connection';
import { RemoteArea } from './RemoteArea';
import { registerShopRemotes } from './remotes';

/** The federation runtime's loader: each test says whether the remote's code arrives. */
const remoteLoads = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  registerRemotes: () => undefined,
  loadRemote: (id: string) => remoteLoads(id),
}));

const TRUE_WHEN_UP = 'The rest of the shop keeps working.';

beforeAll(async () => {
  await initI18n();
  addTranslations('host', { en, pl });
});
beforeEach(async () => {
  delete window.__partsEvents;
  configureHttp({ apiBase: '' });
  resetConnection();
  registerShopRemotes({
    catalog: '/remotes/catalog/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
    cart_checkout: '/remotes/cart_checkout/mf-manifest.json',
  });
  remoteLoads.mockReset();
  await i18n.changeLanguage('en');
});
afterEach(() => resetConnection());

function renderShell() {
  return render(
    <>
      <ConnectionBanner />
      <RemoteArea remote="catalog" module="./CatalogSearch" />
    </>,
  );
}

const failedArea = () => screen.findByText((_, element) => element?.getAttribute('data-remote-error') === 'catalog');

describe('a remote area that cannot be loaded', () => {
  it('with the server answering, says the rest of the shop keeps working (it does), and the shell shows no offline state', async () => {
    remoteLoads.mockRejectedValue(new Error('remote entry refused'));
    server.use(answer('GET /api/config', storeConfig()));
    renderShell();
    const area = await failedArea();
    await waitFor(() => expect(area).toHaveAttribute('data-connection', 'online'));
    expect(area).toHaveTextContent(TRUE_WHEN_UP);
    expect(document.querySelector('[data-connection-banner]')).toBeNull();
  });

  it('with the whole server unreachable, says so instead, and the shell shows the offline state', async () => {
    remoteLoads.mockRejectedValue(new TypeError('Failed to fetch'));
    server.use(networkDown('GET /api/config'));
    renderShell();
    const area = await failedArea();
    await waitFor(() => expect(area).toHaveAttribute('data-connection', 'unreachable'));
    expect(area).toHaveTextContent("The shop's server cannot be reached, so the rest of the shop cannot load or save anything either.");
    expect(area).not.toHaveTextContent(TRUE_WHEN_UP);
    const banner = document.querySelector('[data-connection-banner]');
    expect(banner).toHaveTextContent("The shop's server cannot be reached.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('in Polish too', async () => {
    await i18n.changeLanguage('pl');
    remoteLoads.mockRejectedValue(new TypeError('Failed to fetch'));
    server.use(networkDown('GET /api/config'));
    renderShell();
    const area = await failedArea();
    await waitFor(() => expect(area).toHaveAttribute('data-connection', 'unreachable'));
    expect(area).toHaveTextContent(
      'Nie można połączyć się z serwerem sklepu, więc reszta sklepu również nie może niczego wczytać ani zapisać.',
    );
    expect(area).not.toHaveTextContent('Reszta sklepu działa dalej.');
    expect(document.querySelector('[data-connection-banner]')).toHaveTextContent('Nie można połączyć się z serwerem sklepu.');
  });

  it('with the browser offline, says the dealer is offline', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      remoteLoads.mockRejectedValue(new TypeError('Failed to fetch'));
      renderShell();
      const area = await failedArea();
      await waitFor(() => expect(area).toHaveAttribute('data-connection', 'offline'));
      expect(area).toHaveTextContent('You are offline, so the rest of the shop cannot load or save anything either.');
      expect(document.querySelector('[data-connection-banner]')).toHaveTextContent('You are offline.');
    } finally {
      onLine.mockRestore();
    }
  });

  it('when the server answers again, the offline state goes and the area loads by itself', async () => {
    remoteLoads.mockRejectedValue(new TypeError('Failed to fetch'));
    server.use(networkDown('GET /api/config'));
    renderShell();
    const area = await failedArea();
    await waitFor(() => expect(area).toHaveAttribute('data-connection', 'unreachable'));
    // the server is back: the dealer asks at once instead of waiting for the next check
    server.resetHandlers();
    server.use(answer('GET /api/config', storeConfig()));
    remoteLoads.mockResolvedValue({ default: () => <div data-testid="catalog-home">catalogue</div> });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByTestId('catalog-home')).toBeVisible();
    expect(document.querySelector('[data-connection-banner]')).toBeNull();
  });
});

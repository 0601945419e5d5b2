import { useEffect, useState } from 'react';
import { BrowserRouter } from '@parts/shared-kernel/router';
import { Alert, Button, detectLocale } from '@parts/shared-kernel';
import { ShopRoutes } from '../features/routing/ShopRoutes';
import { SessionEffects } from '../features/session/SessionEffects';
import { Notifications } from '../features/notifications/Notifications';
import { startShop, type StartedShop } from './start';
import { RuntimeConfigContext } from './runtime-config-context';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

/** Before i18n is ready: the words of the boot screen in the language the dealer will get. */
function bootWords() {
  return (detectLocale() === 'en' ? en : pl).boot;
}

type Boot = { state: 'loading' } | { state: 'ready'; shop: StartedShop } | { state: 'failed'; error: unknown };

export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });

  useEffect(() => {
    startShop().then(
      (shop) => setBoot({ state: 'ready', shop }),
      (error: unknown) => {
        console.error('The shop could not start', error);
        setBoot({ state: 'failed', error });
      },
    );
  }, []);

  if (boot.state === 'loading') {
    // the same words index.html shows before any script runs
    return (
      <div className="boot" role="status" data-testid="boot">
        {bootWords().loading}
      </div>
    );
  }
  if (boot.state === 'failed') {
    const words = bootWords();
    return (
      <main style={{ maxWidth: 560, margin: '15vh auto', padding: 16 }}>
        <Alert kind="danger">
          <p>
            <strong>{words.failed}</strong> {words.failedHint}
          </p>
          <Button onClick={() => window.location.reload()}>{words.retry}</Button>
        </Alert>
      </main>
    );
  }
  return (
    <RuntimeConfigContext.Provider value={boot.shop.config}>
      <BrowserRouter>
        <SessionEffects />
        <Notifications />
        <ShopRoutes />
      </BrowserRouter>
    </RuntimeConfigContext.Provider>
  );
}

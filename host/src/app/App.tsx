import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Alert, Button } from '@parts/shared-kernel';
import { ShopRoutes } from '../features/routing/ShopRoutes';
import { SessionEffects } from '../features/session/SessionEffects';
import { Notifications } from '../features/notifications/Notifications';
import { startShop, type StartedShop } from './start';
import { RuntimeConfigContext } from './runtime-config-context';

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
    // i18n may not be ready yet: the words are those of index.html
    return (
      <div className="boot" role="status">
        Loading Application...
      </div>
    );
  }
  if (boot.state === 'failed') {
    return (
      <main style={{ maxWidth: 560, margin: '15vh auto', padding: 16 }}>
        <Alert kind="danger">
          <p>
            <strong>The shop could not start.</strong> Server or network error, please try later.
          </p>
          <Button onClick={() => window.location.reload()}>Retry</Button>
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

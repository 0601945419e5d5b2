import { Component, Suspense, use, type ReactNode } from 'react';
import { BrowserRouter } from '@parts/shared-kernel/router';
import { Alert, Button, detectLocale } from '@parts/shared-kernel';
import { ShopRoutes } from '../features/routing/ShopRoutes';
import { SessionEffects } from '../features/session/SessionEffects';
import { NotificationsLoader } from '../features/notifications/NotificationsLoader';
import { ConnectionBanner } from '../features/layout/ConnectionBanner';
import { startShop, type StartedShop } from './start';
import { RuntimeConfigContext } from './runtime-config-context';
import { useShellFrameTakeover } from './shell-frame';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

/** Before i18n is ready: the words of the boot failure in the language the dealer will get. */
function bootWords() {
  return (detectLocale() === 'en' ? en : pl).boot;
}

let booting: Promise<StartedShop> | undefined;

/** The shop starts once per page (Retry reloads the page). */
function startOnce(): Promise<StartedShop> {
  booting ??= startShop();
  return booting;
}

function BootFailed() {
  useShellFrameTakeover();
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

/** A start that fails (config, reference data) shows the failure with a Retry button. */
class BootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The shop could not start', error);
  }
  override render() {
    return this.state.failed ? <BootFailed /> : this.props.children;
  }
}

function Shop() {
  const shop = use(startOnce());
  // index.html's frame (header bar, loading status) shows until the shop's own layout is rendered
  useShellFrameTakeover();
  return (
    <RuntimeConfigContext.Provider value={shop.config}>
      <BrowserRouter>
        <SessionEffects />
        <ConnectionBanner />
        <NotificationsLoader />
        <ShopRoutes />
      </BrowserRouter>
    </RuntimeConfigContext.Provider>
  );
}

export function App() {
  return (
    <BootBoundary>
      {/* while the shop starts, index.html's frame is on screen (outside this root) */}
      <Suspense fallback={null}>
        <Shop />
      </Suspense>
    </BootBoundary>
  );
}

import { Component, type ReactNode } from 'react';
import { BrowserRouter } from '@parts/shared-kernel/router';
import { Alert, Button, detectLocale } from '@parts/shared-kernel';
import { ShopRoutes } from '../features/routing/ShopRoutes';
import { SessionEffects } from '../features/session/SessionEffects';
import { NotificationsLoader } from '../features/notifications/NotificationsLoader';
import { ConnectionBanner } from '../features/layout/ConnectionBanner';
import type { StartedShop } from './start';
import { RuntimeConfigContext } from './runtime-config-context';
import { useShellFrameTakeover } from './shell-frame';
// the boot's words alone (the shell's other texts load in the language shown: start.ts)
import bootEn from '../locales/boot/en.json';
import bootPl from '../locales/boot/pl.json';

/** Before i18n is ready: the words of the boot failure in the language the dealer will get. */
function bootWords() {
  return detectLocale() === 'en' ? bootEn : bootPl;
}

/** The start failed (config, reference data): the failure in the dealer's language, with Retry. */
export function BootFailed() {
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

/** The started shop failing to render (an error no area caught) shows the same failure, with Retry (a failed start: mount.tsx). */
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

function Shop({ shop }: { shop: StartedShop }) {
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

/**
 * The shop once it has started (bootstrap.tsx renders it then, index.html's frame showing until
 * then): its first render is the page itself, whose remote areas show their own loading state.
 */
export function App({ shop }: { shop: StartedShop }) {
  return (
    <BootBoundary>
      <Shop shop={shop} />
    </BootBoundary>
  );
}

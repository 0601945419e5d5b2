/**
 * One area of the page that a remote renders. The remote's module is loaded lazily when the
 * area first shows; if it cannot be loaded or throws while rendering, only this area shows the
 * error and a Retry button.
 */
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, type ExposedModule } from '@parts/shared-kernel';
import { isRegistered, resetRemote, type RemoteName } from './remotes';

export interface RemoteAreaProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './ProductPage'. */
  module: string;
  props?: P;
  /** What shows while the remote's code arrives. */
  fallback?: ReactNode;
}

async function loadExposed<P extends object>(remote: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  if (!isRegistered(remote)) throw new Error(`Remote "${remote}" is not in the remotes manifest`);
  const loaded = await loadRemote<ExposedModule<P>>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`Remote module ${remote}/${module} has no default export`);
  return loaded;
}

export function RemoteArea<P extends object>(areaProps: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(areaProps.remote);
    setAttempt((n) => n + 1);
  };
  // a new key per attempt mounts a new lazy component, so Retry really loads again
  return (
    <RemoteErrorBoundary key={`${areaProps.remote}${areaProps.module}#${attempt}`} remote={areaProps.remote} onRetry={retry}>
      <RemoteModule {...areaProps} />
    </RemoteErrorBoundary>
  );
}

function RemoteModule<P extends object>({ remote, module, props, fallback }: RemoteAreaProps<P>) {
  const { t } = useTranslation('kernel');
  const Loaded = useMemo(() => lazy(() => loadExposed<P>(remote, module)), [remote, module]);
  return (
    <Suspense fallback={fallback ?? <Spinner label={t('loading')} />}>
      <Loaded {...(props ?? ({} as P))} />
    </Suspense>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <RemoteFailed remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

function RemoteFailed({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('kernel');
  return (
    <div data-remote-error={remote}>
      <Alert kind="danger">
        <strong>{t('remoteFailed')}</strong> {t('remoteFailedHint')}
        <div style={{ marginTop: 8 }}>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      </Alert>
    </div>
  );
}

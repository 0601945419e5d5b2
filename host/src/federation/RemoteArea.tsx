/**
 * One area of the page that a remote renders. The remote's module is loaded lazily when the
 * area first shows; if it cannot be loaded or throws while rendering, only this area shows the
 * error and a Retry button, saying what is true: the rest of the shop keeps working when the server
 * answers, and does not when the server cannot be reached or the browser is offline (connection.ts;
 * the area then loads by itself once the server answers again).
 */
import { Component, Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, type ExposedModule } from '@parts/shared-kernel';
import { checkConnection, useConnection } from './connection';
import { KernelMismatchError, kernelRefusal, type KernelMismatch } from './kernel-check';
import { isRegistered, resetRemote } from './remotes';
import { federationId, type ExposedName, type ExposedProps, type RemoteName, type RemotePageRef } from './remote-modules';

/** A module with no props takes none; one with props needs them, exactly as its remote declares them. */
type PropsOf<P> = keyof P extends never ? { props?: undefined } : { props: P };

export type RemoteAreaProps<R extends RemoteName, M extends ExposedName<R>> = {
  remote: R;
  /** The exposed module, e.g. './ProductPage'. */
  module: M;
  /** What shows while the remote's code arrives. */
  fallback?: ReactNode;
} & PropsOf<ExposedProps<R, M>>;

interface AreaProps {
  remote: RemoteName;
  module: string;
  props?: object;
  fallback?: ReactNode;
}

async function loadExposed(remote: RemoteName, module: string): Promise<{ default: ComponentType<object> }> {
  if (!isRegistered(remote)) throw new Error(`Remote "${remote}" is not in the remotes manifest`);
  const id = federationId(remote, module);
  const loaded = await loadRemote<ExposedModule>(id).catch((error: unknown) => {
    throw refusedFor(remote) ?? error;
  });
  // the runtime may answer nothing for a module it refused
  if (!loaded?.default) throw refusedFor(remote) ?? new Error(`Remote module ${id} has no default export`);
  return loaded;
}

function refusedFor(remote: RemoteName): KernelMismatchError | undefined {
  const mismatch = kernelRefusal(remote);
  return mismatch && new KernelMismatchError(remote, mismatch);
}

/** A module a remote exposes, embedded in a host page (typed against the remote's own exposes). */
export function RemoteArea<R extends RemoteName, M extends ExposedName<R>>(areaProps: RemoteAreaProps<R, M>) {
  return <Area {...(areaProps as AreaProps)} />;
}

/** The page a route renders from a remote. */
export function RemotePage({ page }: { page: RemotePageRef }) {
  return <Area remote={page.remote} module={page.module} />;
}

function Area(areaProps: AreaProps) {
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

function RemoteModule({ remote, module, props, fallback }: AreaProps) {
  const { t } = useTranslation('kernel');
  const Loaded = useMemo(() => lazy(() => loadExposed(remote, module)), [remote, module]);
  return (
    <Suspense fallback={fallback ?? <Spinner label={t('loading')} />}>
      <Loaded {...props} />
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
    const { error } = this.state;
    if (error instanceof KernelMismatchError) return <KernelMismatchNotice remote={this.props.remote} {...error.mismatch} />;
    return <RemoteFailed remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

/** Retrying cannot help: the remote needs a kernel the shop does not run. */
function KernelMismatchNotice({ remote, has, needs }: { remote: RemoteName } & KernelMismatch) {
  const { t } = useTranslation('host');
  return (
    <div data-remote-error={remote}>
      <Alert kind="danger">{t('remote.kernelMismatch', { has, needs })}</Alert>
    </div>
  );
}

function RemoteFailed({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('kernel');
  const { t: tHost } = useTranslation('host');
  const reach = useConnection();
  // is it this remote alone, or the whole server?
  useEffect(() => void checkConnection(), []);
  // once the server answers again, the area loads by itself
  const down = useRef(false);
  useEffect(() => {
    if (reach === 'unreachable' || reach === 'offline') down.current = true;
    else if (reach === 'online' && down.current) onRetry();
  }, [reach, onRetry]);
  const hint = reach === 'online' ? t('remoteFailedHint') : tHost(`remote.${reach}`);
  return (
    <div data-remote-error={remote} data-connection={reach}>
      <Alert kind="danger">
        <strong>{t('remoteFailed')}</strong> {hint}
        <div style={{ marginTop: 8 }}>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      </Alert>
    </div>
  );
}

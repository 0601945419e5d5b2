/**
 * What every exposed module of a remote goes through: the remote's translations are registered
 * when its code loads, and its page renders inside an element that names the remote and the
 * version that was built (so a tester can see which version a staging page runs).
 */
import type { ComponentType } from 'react';
import { addTranslations, type Translations } from './i18n';

export interface RemoteIdentity {
  /** Federation name (catalog, cart_checkout, account). */
  name: string;
  version: string;
  /** i18n namespace of the remote. */
  namespace: string;
  translations: Translations;
}

/** The shape of every module a remote exposes: a React component as default export. */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
}

export function exposeFromRemote<P extends object>(identity: RemoteIdentity, Component: ComponentType<P>): ComponentType<P> {
  addTranslations(identity.namespace, identity.translations);
  function Exposed(props: P) {
    return (
      <div data-remote={identity.name} data-remote-version={identity.version} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  }
  Exposed.displayName = `${identity.name}(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Exposed;
}

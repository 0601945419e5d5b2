/**
 * What every exposed module of a remote goes through: the remote's translations are registered
 * when its code loads (given as loaders: the language shown is loaded then, the other one on a
 * switch), and its page renders inside an element that names the remote and the version that was
 * built (so a tester can see which version a staging page runs).
 */
import { use, type ComponentType } from 'react';
import { addTranslations, namespaceTexts, type Translations } from './i18n';

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
  void addTranslations(identity.namespace, identity.translations).catch(() => undefined);
  function Exposed(props: P) {
    // the remote's texts in the language shown (loaded with its code when given as loaders): the
    // area's loading state stays until they are in, so the page never shows keys; a file that did
    // not arrive fails the area like its code would (Retry asks again)
    const texts = namespaceTexts(identity.namespace);
    if (texts) use(texts);
    return (
      <div data-remote={identity.name} data-remote-version={identity.version} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  }
  Exposed.displayName = `${identity.name}(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Exposed;
}

/**
 * Compile-time proof, checked by `pnpm typecheck` and never run: the host cannot name a module a
 * remote does not expose, nor pass props an exposed component does not take. Each
 * @ts-expect-error fails the typecheck as soon as the line under it compiles.
 */
import { RemoteArea } from './RemoteArea';
import type { PageModule } from './remote-modules';

export const typedRemoteAreas = [
  <RemoteArea key="ok" remote="catalog" module="./CatalogSearch" />,
  // @ts-expect-error catalog exposes no './PartSearch'
  <RemoteArea key="unknown-module" remote="catalog" module="./PartSearch" />,
  // @ts-expect-error './CartPage' is exposed by cart_checkout, not by catalog
  <RemoteArea key="other-remote" remote="catalog" module="./CartPage" />,
  // @ts-expect-error there is no remote 'parts'
  <RemoteArea key="unknown-remote" remote="parts" module="./ProductPage" />,
  // @ts-expect-error './CatalogSearch' takes no props
  <RemoteArea key="wrong-props" remote="catalog" module="./CatalogSearch" props={{ vin: 'WNS0000000000001' }} />,
];

export const routePages: PageModule<'account'>[] = [
  './LoginPage',
  // @ts-expect-error account exposes no './ProductPage'
  './ProductPage',
];

import { exposeFromRemote } from '@parts/shared-kernel';
import { OfferPage } from '../features/offer/OfferPage';
import { ServerState } from '../server-state';
import { remote } from '../remote';

function OfferScreen() {
  return (
    <ServerState>
      <OfferPage />
    </ServerState>
  );
}

export default exposeFromRemote(remote, OfferScreen);

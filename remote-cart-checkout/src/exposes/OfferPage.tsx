import { exposeFromRemote } from '@parts/shared-kernel';
import { OfferPage } from '../features/offer/OfferPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, OfferPage);

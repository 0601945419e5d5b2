import type { Migration } from 'kysely';
import * as m001 from './001-store-reference-content';
import * as m002 from './002-customers-sessions-addresses';
import * as m003 from './003-vehicle-catalogue';
import * as m004 from './004-catalogue-products-stock';
import * as m005 from './005-cart-lists-checkout-orders';
import * as m006 from './006-cart-lines-in-added-order';
import * as m007 from './007-products-by-diagram';
import * as m008 from './008-polish-texts';
import * as m009 from './009-password-params-session-idle';
import * as m010 from './010-product-search-keys';
import * as m011 from './011-product-supersessions';
import * as m012 from './012-delivery-lead-times';
import * as m013 from './013-product-name-trigrams';
import * as m014 from './014-login-attempts-rate-limits';
import * as m015 from './015-idempotency-keys';
import * as m016 from './016-mail-outbox';
import * as m017 from './017-login-addresses';
import * as m018 from './018-product-name-stems';
import * as m019 from './019-order-customer-reference';
import * as m021 from './021-more-polish-texts';
import * as m023 from './023-part-names';
import * as m024 from './024-reference-change-notices';
import * as m025 from './025-known-devices';
import * as m026 from './026-recent-vehicles';
import * as m028 from './028-saved-offers';
import * as m029 from './029-cart-line-jobs';
import * as m030 from './030-withdrawn-parts';
import * as m031 from './031-feed-images';
import * as m032 from './032-integration-keys';
import * as m033 from './033-integration-order-acks';
import * as m034 from './034-integration-idempotency';
import * as m035 from './035-order-life';
import * as m036 from './036-order-life-mail';
import * as m041 from './041-team';
import * as m042 from './042-team-approvals';
import * as m043 from './043-vehicle-change-notices';
import * as m044 from './044-placement-indexes';
import * as m050 from './050-returns';
import * as m052 from './052-stock-reservations';
import * as m053 from './053-vor-orders';
import * as m054 from './054-offer-author';
import * as m056 from './056-employee-password-recovery';
import * as m057 from './057-customer-backorders';
import * as m058 from './058-vehicle-catalogue-generation';

/**
 * Every migration by its name, which is its file's: Kysely's Migrator applies them in the order of
 * their names and records each in kysely_migration. Imported here (not read from the folder at
 * run time) so they run the same from TypeScript (tsx, jest) and compiled. A new migration is a
 * new file NNN-name.ts with `up` (and `down` where it can be undone) and one line here; a
 * migration that has shipped is never edited.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '001-store-reference-content': m001,
  '002-customers-sessions-addresses': m002,
  '003-vehicle-catalogue': m003,
  '004-catalogue-products-stock': m004,
  '005-cart-lists-checkout-orders': m005,
  '006-cart-lines-in-added-order': m006,
  '007-products-by-diagram': m007,
  '008-polish-texts': m008,
  '009-password-params-session-idle': m009,
  '010-product-search-keys': m010,
  '011-product-supersessions': m011,
  '012-delivery-lead-times': m012,
  '013-product-name-trigrams': m013,
  '014-login-attempts-rate-limits': m014,
  '015-idempotency-keys': m015,
  '016-mail-outbox': m016,
  '017-login-addresses': m017,
  '018-product-name-stems': m018,
  '019-order-customer-reference': m019,
  '021-more-polish-texts': m021,
  '023-part-names': m023,
  '024-reference-change-notices': m024,
  '025-known-devices': m025,
  '026-recent-vehicles': m026,
  '028-saved-offers': m028,
  '029-cart-line-jobs': m029,
  '030-withdrawn-parts': m030,
  '031-feed-images': m031,
  '032-integration-keys': m032,
  '033-integration-order-acks': m033,
  '034-integration-idempotency': m034,
  '035-order-life': m035,
  '036-order-life-mail': m036,
  '041-team': m041,
  '042-team-approvals': m042,
  '043-vehicle-change-notices': m043,
  '044-placement-indexes': m044,
  '050-returns': m050,
  '052-stock-reservations': m052,
  '053-vor-orders': m053,
  '054-offer-author': m054,
  '056-employee-password-recovery': m056,
  '057-customer-backorders': m057,
  '058-vehicle-catalogue-generation': m058,
};

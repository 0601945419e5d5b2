import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useLocale, useReferenceData, useTeamRole } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { backordersQuery, useAcceptBackorders } from './api/backorders';
import styles from './backorders.module.css';

/**
 * Whether the company orders beyond the stock (extension backorders): on, an add, a CSV row or a
 * changed quantity keeps the whole quantity and the cart shows the rest as a backorder with its
 * date; off (the default), only what is in stock goes in (SPEC section 7). A Requester sees it
 * and cannot change it (extension team). Nothing without the extension.
 */
export function BackordersSwitch() {
  const { config } = useReferenceData();
  if (!hasExtension(config, EXTENSIONS.backorders)) return null;
  return <Switch />;
}

function Switch() {
  const { t } = useTranslation('cart');
  const setting = useApiQuery(backordersQuery(useLocale()));
  const accept = useAcceptBackorders();
  const role = useTeamRole();
  // (the role still being asked: the same text as a Buyer's, nothing changes size; the box waits)
  const mayChange = role !== 'requester';
  const checked = accept.isPending ? accept.variables : (setting.data?.Accept ?? false);
  return (
    <div className={styles.switch}>
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={!setting.data || accept.isPending || !mayChange || role === 'pending'}
          aria-describedby="backorders-hint"
          onChange={(event) => accept.mutate(event.target.checked)}
        />{' '}
        <span>{t('backorders.accept')}</span>
      </label>
      <span id="backorders-hint" className={styles.hint}>
        {mayChange ? t('backorders.acceptHint') : t('backorders.onlyBuyers')}
      </span>
    </div>
  );
}

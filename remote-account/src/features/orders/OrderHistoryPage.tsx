import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useReferenceData } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { ordersQuery } from './api/list-orders';
import { AccountLayout } from '../account-layout/AccountLayout';
import { DealerSystemOrdersTable } from './DealerSystemOrdersTable';
import { WebOrdersTable } from './WebOrdersTable';
import { ReturnsList } from '../returns/ReturnsList';
import styles from './orders.module.css';

type Tab = 'web' | 'dealer-system';
const TABS: readonly Tab[] = ['web', 'dealer-system'];

/** /my-account/order-history: the web orders and, when the store enables it, the dealer-system orders. */
export function OrderHistoryPage() {
  const { t } = useTranslation('account');
  const { config } = useReferenceData();
  const showDealerSystem = config.general.showIncadeaOrders;
  const [tab, setTab] = useState<Tab>('web');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ web: null, 'dealer-system': null });
  // the returns below the orders once the orders are there (the same query as the table's): else the table pushes them down
  const ordersShown = useApiQuery(ordersQuery(useLocale())).isFetched;
  const returns = ordersShown && <ReturnsList />;

  if (!showDealerSystem) {
    return (
      <AccountLayout title={t('orders.title')}>
        <WebOrdersTable />
        {returns}
      </AccountLayout>
    );
  }

  const label = (which: Tab) => (which === 'web' ? t('orders.webOrders') : t('orders.dealerSystemOrders'));
  // arrow keys move between the tabs (WAI-ARIA tabs pattern)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    let next: Tab | undefined;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <AccountLayout title={t('orders.title')}>
      <div role="tablist" aria-label={t('orders.title')} className={styles.tabs}>
        {TABS.map((which) => (
          <button
            key={which}
            ref={(element) => {
              tabRefs.current[which] = element;
            }}
            type="button"
            role="tab"
            id={`orders-tab-${which}`}
            aria-selected={tab === which}
            aria-controls={`orders-panel-${which}`}
            tabIndex={tab === which ? 0 : -1}
            className={tab === which ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => setTab(which)}
            onKeyDown={onKeyDown}
          >
            {label(which)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`orders-panel-${tab}`} aria-labelledby={`orders-tab-${tab}`} tabIndex={0} className={styles.panel}>
        {tab === 'web' ? <WebOrdersTable /> : <DealerSystemOrdersTable />}
      </div>
      {returns}
    </AccountLayout>
  );
}

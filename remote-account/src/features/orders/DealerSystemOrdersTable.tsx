import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@parts/shared-kernel/query';
import { formatDate, formatMoney, useLocale } from '@parts/shared-kernel';
import { dealerSystemOrdersQuery } from './api/list-dealer-system-orders';
import { DealerSystemDocument, type DealerSystemDocumentData } from './DealerSystemDocument';
import { LoadedOrders } from './LoadedOrders';
import styles from './orders.module.css';

/** Orders from the dealer management system: document, dates, description, amount, branch; a document's number opens it. */
export function DealerSystemOrdersTable() {
  const { t, i18n } = useTranslation('account');
  const orders = useApiQuery(dealerSystemOrdersQuery(useLocale()));
  const date = (value: string) => (value ? formatDate(value, i18n.language) : '');
  const [open, setOpen] = useState<DealerSystemDocumentData | null>(null);
  return (
    <LoadedOrders orders={orders}>
      {(loaded) => (
        <div className={styles.scroll}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="visually-hidden">{t('orders.dealerSystemOrders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.documentNo')}</th>
                <th scope="col">{t('orders.documentDate')}</th>
                <th scope="col">{t('orders.description')}</th>
                <th scope="col">{t('orders.dueDate')}</th>
                <th scope="col" className={styles.number}>
                  {t('orders.amount')}
                </th>
                <th scope="col">{t('orders.branchCode')}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.map((order, index) => (
                <tr key={`${order.documentNo}-${index}`} data-testid="dealer-system-order-row">
                  <th scope="row" data-label={t('orders.documentNo')}>
                    <button
                      type="button"
                      className={styles.documentLink}
                      onClick={() => setOpen(order)}
                      aria-label={t('orders.openDocument', { number: order.documentNo })}
                    >
                      {order.documentNo}
                    </button>
                  </th>
                  <td data-label={t('orders.documentDate')}>{date(order.documentDate)}</td>
                  <td data-label={t('orders.description')}>{order.description}</td>
                  <td data-label={t('orders.dueDate')}>{date(order.dueDate)}</td>
                  <td className={styles.number} data-label={t('orders.amount')}>
                    {formatMoney(order.amount)}
                  </td>
                  <td data-label={t('orders.branchCode')}>{order.branchCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {open && <DealerSystemDocument document={open} onClose={() => setOpen(null)} />}
        </div>
      )}
    </LoadedOrders>
  );
}

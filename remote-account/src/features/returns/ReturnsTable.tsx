import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@parts/shared-kernel';
import type { Return } from '@parts/contract/returns';
import { downloadReturnForm } from './api/returns';
import orderStyles from '../orders/orders.module.css';
import styles from './returns.module.css';

/**
 * The returns with their states and the return form's download (the order page and the returns
 * list); on a phone a card per return, each value beside its column's name, as the order tables are.
 */
export function ReturnsTable({ returns, caption }: { returns: readonly Return[]; caption: string }) {
  const { t, i18n } = useTranslation('account');
  const locale = useLocale();
  const [failed, setFailed] = useState(false);
  const download = (ret: Return) => {
    setFailed(false);
    downloadReturnForm(ret, locale).catch(() => setFailed(true));
  };
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${orderStyles.stack}`} data-testid="returns-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('returns.table.number')}</th>
            <th scope="col">{t('returns.table.order')}</th>
            <th scope="col">{t('returns.table.part')}</th>
            <th scope="col">{t('returns.table.quantity')}</th>
            <th scope="col">{t('returns.table.reason')}</th>
            <th scope="col">{t('returns.table.state')}</th>
            <th scope="col">{t('returns.table.requested')}</th>
            <th scope="col">{t('returns.table.form')}</th>
          </tr>
        </thead>
        <tbody>
          {returns.map((ret) => (
            <tr key={ret.Id} data-testid="return-row">
              <th scope="row" data-label={t('returns.table.number')}>
                {ret.Number}
              </th>
              <td data-label={t('returns.table.order')}>{ret.OrderNumber}</td>
              <td data-label={t('returns.table.part')}>
                {ret.Sku} {ret.ProductName}
              </td>
              <td data-label={t('returns.table.quantity')}>{ret.Quantity}</td>
              <td data-label={t('returns.table.reason')}>{t(`returns.reason.${ret.Reason}`)}</td>
              <td data-testid="return-state" data-label={t('returns.table.state')}>
                {t(`returns.state.${ret.State}`)}
                {ret.State === 'rejected' && ret.DecisionReason && `: ${ret.DecisionReason}`}
                {ret.State === 'credited' &&
                  ret.CreditNoteNumber &&
                  ` (${t('returns.table.creditNote', { number: ret.CreditNoteNumber })})`}
              </td>
              <td data-label={t('returns.table.requested')}>{formatDate(ret.RequestedAt, i18n.language)}</td>
              <td className={orderStyles.rowAction}>
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => download(ret)}
                  aria-label={t('returns.table.downloadFor', { number: ret.Number })}
                >
                  {t('returns.table.download')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed && <p role="alert">{t('returns.table.downloadFailed')}</p>}
    </div>
  );
}

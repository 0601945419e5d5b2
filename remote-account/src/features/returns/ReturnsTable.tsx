import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@parts/shared-kernel';
import type { Return } from '@parts/contract/returns';
import { downloadReturnForm } from './api/returns';
import styles from './returns.module.css';

/** The returns with their states and the return form's download (the order page and the returns list). */
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
      <table className={styles.table} data-testid="returns-table">
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
              <th scope="row">{ret.Number}</th>
              <td>{ret.OrderNumber}</td>
              <td>
                {ret.Sku} {ret.ProductName}
              </td>
              <td>{ret.Quantity}</td>
              <td>{t(`returns.reason.${ret.Reason}`)}</td>
              <td data-testid="return-state">
                {t(`returns.state.${ret.State}`)}
                {ret.State === 'rejected' && ret.DecisionReason && `: ${ret.DecisionReason}`}
                {ret.State === 'credited' &&
                  ret.CreditNoteNumber &&
                  ` (${t('returns.table.creditNote', { number: ret.CreditNoteNumber })})`}
              </td>
              <td>{formatDate(ret.RequestedAt, i18n.language)}</td>
              <td>
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

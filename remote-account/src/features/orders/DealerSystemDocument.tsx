import { useTranslation } from 'react-i18next';
import { Button, Modal, formatDate, formatMoney } from '@parts/shared-kernel';
import styles from './orders.module.css';

export interface DealerSystemDocumentData {
  documentNo: string;
  documentDate: string;
  description: string;
  dueDate: string;
  amount: number;
  branchCode: string;
}

/**
 * One document of the dealer management system, opened from its row (issue 27: the documents could
 * not be opened): what it is (an invoice, or a credit note when its amount is negative), its dates,
 * its description in the dealer's language, the branch and the amount.
 */
export function DealerSystemDocument({ document, onClose }: { document: DealerSystemDocumentData; onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const date = (value: string) => (value ? formatDate(value, i18n.language) : '');
  const rows: [string, string][] = [
    [t('orders.documentKind'), document.amount < 0 ? t('orders.creditNote') : t('orders.invoice')],
    [t('orders.documentDate'), date(document.documentDate)],
    [t('orders.dueDate'), date(document.dueDate)],
    [t('orders.description'), document.description],
    [t('orders.branchCode'), document.branchCode],
    [t('orders.amount'), formatMoney(document.amount)],
  ];
  return (
    <Modal
      title={t('orders.documentTitle', { number: document.documentNo })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('orders.closeDocument')}
        </Button>
      }
    >
      <dl className={styles.document} data-testid="dealer-system-document">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

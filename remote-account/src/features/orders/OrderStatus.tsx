import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone } from './order-status';
import styles from './orders.module.css';

/**
 * A status in its colour (Paid, Delivered, Complete green; Pending, Not yet shipped amber;
 * Cancelled red), in the reader's language. `orderStatus`, the order's own status, tells a
 * payment or shipping of a cancelled order that will never come.
 */
export function OrderStatus({ status, orderStatus }: { status: string; orderStatus?: string }) {
  const { t } = useTranslation('account');
  if (!status) return <span className={styles.muted}>–</span>;
  const tone = statusTone(status, orderStatus);
  return (
    <span className={`${styles.status} ${styles[tone]}`} data-tone={tone}>
      {t(statusLabelKey(status, orderStatus), { defaultValue: status })}
    </span>
  );
}

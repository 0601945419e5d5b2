import { useTranslation } from 'react-i18next';
import { statusTone } from './order-status';
import styles from './orders.module.css';

/** A status in its colour (Paid, Delivered, Complete green; Pending, Not yet shipped amber), in the reader's language. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation('account');
  if (!status) return <span className={styles.muted}>–</span>;
  const tone = statusTone(status);
  return (
    <span className={`${styles.status} ${styles[tone]}`} data-tone={tone}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

/**
 * Extension vor (issue 40, item 5): an order the dealer marked 'vehicle off road' at checkout. Shows
 * 'VOR' with the checkout's wording as its accessible name ('Vehicle off road (VOR)').
 */
export function VorBadge() {
  const { t } = useTranslation('account');
  return (
    <span role="img" className={styles.vor} aria-label={t('orders.vor')} title={t('orders.vor')} data-testid="vor-badge">
      VOR
    </span>
  );
}

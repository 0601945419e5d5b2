import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { buttonClass, paths } from '@parts/shared-kernel';
import styles from './success.module.css';

/** /success?order=N&id=I (the host sends /success without an order home). */
export function SuccessPage() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  // the placed order's id (from checkout) opens that order (issue 12, item 9)
  const orderId = params.get('id');
  return (
    <section className={styles.page} aria-labelledby="success-heading">
      <div className={styles.mark} aria-hidden="true">
        ✓
      </div>
      <h1 id="success-heading">{t('success.title')}</h1>
      <p className={styles.text}>{t('success.orderNumber', { order })}</p>
      <div className={styles.actions}>
        {orderId && (
          <Link to={paths.orderDetails.href(orderId)} className={buttonClass('primary')}>
            {t('success.viewOrder')}
          </Link>
        )}
        <Link to={paths.home.href()} className={buttonClass(orderId ? 'secondary' : 'primary')}>
          {t('success.returnHome')}
        </Link>
      </div>
    </section>
  );
}

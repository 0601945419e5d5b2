import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { buttonClass, paths } from '@parts/shared-kernel';
import styles from './success.module.css';

/** /success?order=N (the host sends /success without an order home). */
export function SuccessPage() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  return (
    <section className={styles.page} aria-labelledby="success-heading">
      <div className={styles.mark} aria-hidden="true">
        ✓
      </div>
      <h1 id="success-heading">{t('success.title')}</h1>
      <p className={styles.text}>{t('success.orderNumber', { order })}</p>
      <Link to={paths.home.href()} className={buttonClass('primary')}>
        {t('success.returnHome')}
      </Link>
    </section>
  );
}

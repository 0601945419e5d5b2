import { Link, useLocation, useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass, paths } from '@parts/shared-kernel';
import styles from './not-found.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  // opened in a fresh tab there is nothing to go back to: 'Back' then goes home
  const nowhereBack = location.key === 'default' && window.history.length <= 1;
  const back = () => (nowhereBack ? navigate(paths.home.href()) : navigate(-1));
  return (
    <div className={styles.page}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className={styles.buttons}>
        <Link to={paths.home.href()} className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
        <Button variant="secondary" onClick={back}>
          {t('notFound.back')}
        </Button>
      </div>
    </div>
  );
}

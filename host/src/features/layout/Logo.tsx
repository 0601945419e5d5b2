import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, useReferenceData } from '@parts/shared-kernel';
import styles from './layout.module.css';

export function Logo() {
  const { t } = useTranslation('host');
  const { config, store } = useReferenceData();
  const name = store?.Name || config.seo.defaultTitle || 'Parts Shop';
  return (
    <Link to={paths.home.href()} className={styles.logo} aria-label={t('header.home', { name })}>
      {config.general.logo ? <img src={config.general.logo} alt="" height={36} /> : null}
      <span>{name}</span>
    </Link>
  );
}

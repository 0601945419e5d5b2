import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, useReferenceData } from '@parts/shared-kernel';
import { logoInLanguage } from './logo-url';
import styles from './layout.module.css';

export function Logo() {
  const { t, i18n } = useTranslation('host');
  const { config, store } = useReferenceData();
  const name = store?.Name || config.seo.defaultTitle || 'Parts Shop';
  return (
    <Link to={paths.home.href()} className={styles.logo} aria-label={t('header.home', { name })}>
      {/* the logo carries the name; screen readers get it from the link's label */}
      {config.general.logo ? (
        <img src={logoInLanguage(config.general.logo, i18n.language)} alt="" width={232} height={36} className={styles.logoImage} />
      ) : (
        <span>{name}</span>
      )}
    </Link>
  );
}

import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@parts/shared-kernel';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home > Catalog > ... */
export function Breadcrumbs({ trail = [] }: { trail?: Crumb[] }) {
  const { t } = useTranslation('catalog');
  const crumbs: Crumb[] = [
    { label: t('breadcrumbs.home'), href: paths.home.href() },
    { label: t('breadcrumbs.catalog'), href: paths.level4.href() },
    ...trail,
  ];
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <ol className={styles.crumbs}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { CategoryMenu } from '../categories/CategoryMenu';
import { CatalogSearch } from '../search/CatalogSearch';
import styles from './level4.module.css';

/** /level4: the catalogue vehicle search and the category menu; breadcrumbs Home > Catalog. */
export function Level4Page() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.page}>
      <Breadcrumbs />
      <h1 className={styles.title}>{t('level4.title')}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CatalogSearch />
        </div>
        <aside className={styles.aside}>
          <CategoryMenu />
        </aside>
      </div>
    </div>
  );
}

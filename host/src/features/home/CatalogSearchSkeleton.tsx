import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonBlock } from '@parts/shared-kernel';
import styles from './home.module.css';

/** The catalogue search's shape (a heading, the vehicle and the part box) while remote-catalog arrives. */
export function CatalogSearchSkeleton() {
  const { t } = useTranslation('kernel');
  return (
    <Skeleton label={t('loading')} name="catalog-search" className={styles.searchSkeleton}>
      <SkeletonBlock width="14em" height="1.5em" />
      <div className={styles.searchSkeletonColumns}>
        {[0, 1].map((box) => (
          <div key={box} className={styles.searchSkeletonBox}>
            <SkeletonBlock width="9em" height="1.2em" />
            <SkeletonBlock width="6em" height="1em" />
            <SkeletonBlock height="38px" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

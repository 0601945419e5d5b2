import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import { useBrandOptions } from '../vehicle-filter/filter-atoms';
import { VehicleSearchModal } from '../vehicle-filter/VehicleSearchModal';
import { CurrentVehicleCard } from '../vehicle/CurrentVehicleCard';
import { RecentVehicles } from '../vehicle/RecentVehicles';
import { VinSearch } from '../vehicle/VinSearch';
import { NameSearch } from './NameSearch';
import { PartNumberSearch } from './PartNumberSearch';
import styles from './search.module.css';

/** The catalogue search (home page and /level4): by VIN, by vehicle filters, by part number, by part name (extension 'name-search'); the current vehicle. */
export function CatalogSearch() {
  const { t } = useTranslation('catalog');
  const brandOptions = useBrandOptions();
  const [filtering, setFiltering] = useState(false);
  return (
    <div className={styles.search}>
      <h2 className={styles.title}>{t('search.title')}</h2>
      <div className={styles.columns}>
        <div className={styles.box}>
          <h3 className={styles.boxTitle}>{t('search.byVehicle')}</h3>
          <VinSearch />
          <Button variant="link" onClick={() => setFiltering(true)} className={styles.filterLink} aria-haspopup="dialog">
            {t('filter.open')}
          </Button>
          <RecentVehicles />
        </div>
        <div className={styles.box}>
          <h3 className={styles.boxTitle}>{t('search.byPart')}</h3>
          <PartNumberSearch />
          <NameSearch />
        </div>
      </div>
      <CurrentVehicleCard />
      {filtering && <VehicleSearchModal brandOptions={brandOptions} onClose={() => setFiltering(false)} />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SliderType, useReferenceData } from '@parts/shared-kernel';
import { BannerSlider } from '@parts/shared-kernel/banner-slider';
import { useCustomer } from '@parts/shared-kernel/query';
import { RemoteArea } from '../../federation/RemoteArea';
import { WarehouseCards } from './WarehouseCards';
import { CatalogSearchSkeleton } from './CatalogSearchSkeleton';
import styles from './home.module.css';

/**
 * SPEC section 2: the catalogue search (remote-catalog), the home-page slider and the branches.
 * VIN first (issue 26): the VIN and part-number search are in the first screen (1366x768 and a
 * 390 px phone), the slider below them, so its slides never push the search down.
 */
export default function HomePage() {
  const { t } = useTranslation('host');
  const { config } = useReferenceData();
  // the shop's one customer query (the cart and the account read the same answer)
  const { data: customer } = useCustomer();
  const fullWidth = config.global.homeSliderFull;
  const name = customer ? `${customer.FirstName} ${customer.LastName}`.trim() : '';
  return (
    <div className={styles.home}>
      <h1 className={styles.greeting}>{name ? t('home.greeting', { name }) : t('home.title')}</h1>
      <section aria-label={t('home.search')} className={styles.search}>
        <RemoteArea remote="catalog" module="./CatalogSearch" fallback={<CatalogSearchSkeleton />} />
      </section>
      <div className={[styles.slider, fullWidth ? styles.fullBleed : ''].join(' ')}>
        <BannerSlider sliderType={SliderType.HomePage} fullWidth={fullWidth} />
      </div>
      <WarehouseCards />
    </div>
  );
}

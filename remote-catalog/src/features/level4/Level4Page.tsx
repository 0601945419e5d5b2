import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDealerStorage, writeDealerStorage } from '@parts/shared-kernel';
import { useLocation } from '@parts/shared-kernel/router';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { CategoryMenu } from '../categories/CategoryMenu';
import { CatalogSearch } from '../search/CatalogSearch';
import { isVehicleChosenState } from '../vehicle/choose-vehicle';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import { vehicleLabel } from '../vehicle/vehicle-label';
import styles from './level4.module.css';

const ARRIVALS_KEY = 'parts:vehicle-chosen';
const ARRIVALS_KEPT = 20;

/** Whether this history entry's vehicle choice is new (then remembered for this tab). */
function firstArrival(key: string): boolean {
  try {
    // dealer storage of the tab: gone with the session
    const seen = JSON.parse(readDealerStorage(ARRIVALS_KEY, 'session') ?? '[]') as unknown;
    const keys = Array.isArray(seen) ? seen.filter((k): k is string => typeof k === 'string') : [];
    if (keys.includes(key)) return false;
    writeDealerStorage(ARRIVALS_KEY, JSON.stringify([...keys, key].slice(-ARRIVALS_KEPT)), 'session');
  } catch {
    // storage blocked: said on every arrival at this entry
  }
  return true;
}

/**
 * /level4: the catalogue vehicle search and the category menu; breadcrumbs Home > Catalog.
 * Opened by a vehicle choice (VIN, 'Choose Vehicle', filters, recent vehicles), it announces the
 * vehicle and brings its categories into view with the focus on them: the next step is a category.
 */
export function Level4Page() {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const vehicle = useCurrentVehicle();
  const categoriesRef = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const arrived = isVehicleChosenState(location.state);
  useEffect(() => {
    // once per arrival (each choice is a new history entry, with a key of its own): a reload or a
    // return to this entry opens the page as it is. Remembered, not taken out of the entry by a
    // navigation: one made from here after the dealer had already gone on (the page rendered late)
    // would bring them back.
    if (!arrived || !vehicle || !firstArrival(location.key)) return;
    const name = vehicleLabel(vehicle);
    setAnnouncement(t('vehicle.chosen', { name: [name, vehicle.Vin !== name ? vehicle.Vin : ''].filter(Boolean).join(', ') }));
    // after the shell's scroll to the top of a new page
    window.requestAnimationFrame(() => {
      const categories = categoriesRef.current;
      if (!categories) return;
      categories.focus({ preventScroll: true });
      const { top } = categories.getBoundingClientRect();
      // not in the first screen (a phone: the search above it): scrolled up to it
      if (top > window.innerHeight * 0.6 || top < 0) categories.scrollIntoView?.({ block: 'start' });
    });
  }, [location.key, arrived, vehicle, t]);

  return (
    <div className={styles.page}>
      <Breadcrumbs />
      <h1 className={styles.title}>{t('level4.title')}</h1>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CatalogSearch />
        </div>
        <aside ref={categoriesRef} className={styles.aside} tabIndex={-1} data-testid="level4-categories">
          <CategoryMenu />
        </aside>
      </div>
    </div>
  );
}

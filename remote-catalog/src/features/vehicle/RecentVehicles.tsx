import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@parts/shared-kernel';
import { useChooseVehicle } from './choose-vehicle';
import { useCurrentVehicle } from './current-vehicle';
import { sameVehicle, useRecentVehicles, useRecentVehiclesOffered } from './recent-vehicles';
import { vehicleLabel } from './vehicle-label';
import styles from './vehicle.module.css';

/**
 * The dealer's last 5 vehicles, newest first, as one compact row of buttons where a vehicle is
 * chosen: a click (or Enter) makes one current again and opens the catalogue for it. Its line is
 * always there, so the list arriving shifts nothing. Only when the back end keeps the list
 * (extension recent-vehicles).
 */
export function RecentVehicles() {
  return useRecentVehiclesOffered() ? <RecentVehicleList /> : null;
}

function RecentVehicleList() {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  const locale = useLocale();
  const { known, vehicles } = useRecentVehicles();
  const current = useCurrentVehicle();
  const choose = useChooseVehicle();
  return (
    <section className={styles.recent} aria-labelledby={titleId} data-testid="recent-vehicles">
      <h4 id={titleId} className={styles.recentTitle}>
        {t('recent.title')}
      </h4>
      {vehicles.length > 0 ? (
        <ul className={styles.recentList}>
          {vehicles.map(({ Vehicle: vehicle, Search: search }) => {
            const name = vehicleLabel(vehicle);
            const isCurrent = current !== null && sameVehicle(current, vehicle);
            return (
              <li key={vehicle.Vin || vehicle.VehicleKeyList.join('|')}>
                <button
                  type="button"
                  className={styles.recentButton}
                  aria-current={isCurrent ? 'true' : undefined}
                  title={t('recent.choose', { name: [name, vehicle.Vin !== name ? vehicle.Vin : ''].filter(Boolean).join(', ') })}
                  onClick={() => choose(vehicle, search, locale)}
                >
                  <span>{name}</span>
                  {vehicle.Vin && vehicle.Vin !== name ? <span className={styles.recentVin}>{vehicle.Vin.slice(-7)}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.recentNone}>{known ? t('recent.none') : ''}</p>
      )}
    </section>
  );
}

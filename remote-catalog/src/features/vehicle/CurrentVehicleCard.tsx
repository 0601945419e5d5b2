import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import { clearCurrentVehicle, useCurrentVehicle } from './current-vehicle';
import type { CurrentVehicleData } from './vehicle-schemas';
import styles from './vehicle.module.css';

function info(vehicle: CurrentVehicleData, key: string): string {
  const value = (vehicle.VehicleInfo as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function data(vehicle: CurrentVehicleData, key: string): string {
  const value = (vehicle.VehicleData as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The current vehicle with its data, equipment, technical campaigns and fuel quantities, and a way to clear it. */
export function CurrentVehicleCard() {
  const { t } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  if (!vehicle) return <p className={styles.noVehicle}>{t('vehicle.none')}</p>;

  const production = vehicle.Year ? `${vehicle.Year}-${String(vehicle.Month ?? '').padStart(2, '0')}` : info(vehicle, 'produktionsdatum');
  const facts: [string, string][] = [
    [t('vehicle.vin'), vehicle.Vin ?? ''],
    [t('vehicle.brand'), info(vehicle, 'marke')],
    [t('vehicle.serie'), info(vehicle, 'baureihe')],
    [t('vehicle.model'), info(vehicle, 'verkaufsbezeichnung')],
    [t('vehicle.engine'), info(vehicle, 'motor')],
    [t('vehicle.production'), production],
    [t('vehicle.type'), vehicle.VehicleType || info(vehicle, 'produktart')],
    [t('vehicle.transmission'), vehicle.TransmissionType],
    [t('vehicle.paint'), data(vehicle, 'lackCode')],
    [t('vehicle.upholstery'), data(vehicle, 'polsterCode')],
  ];
  const title = [info(vehicle, 'baureihe'), info(vehicle, 'verkaufsbezeichnung')].filter(Boolean).join(' ') || vehicle.Vin || t('vehicle.title');
  const equipment = [
    ...vehicle.StandardEquipment.map((e) => ({ ...e, kind: t('vehicle.standard') })),
    ...vehicle.OptionalEquipment.map((e) => ({ ...e, kind: t('vehicle.optional') })),
  ];

  return (
    <section className={styles.card} aria-labelledby="current-vehicle-title" data-testid="current-vehicle">
      <div className={styles.cardHeader}>
        <div>
          <span className={styles.eyebrow}>{t('vehicle.title')}</span>
          <h3 id="current-vehicle-title" className={styles.cardTitle}>
            {title}
          </h3>
        </div>
        <Button variant="secondary" size="small" onClick={clearCurrentVehicle}>
          {t('vehicle.clear')}
        </Button>
      </div>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={label === t('vehicle.vin') ? styles.mono : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
      <details className={styles.more}>
        <summary>{t('vehicle.equipment', { count: equipment.length })}</summary>
        {equipment.length === 0 ? (
          <p>{t('vehicle.noEquipment')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('vehicle.code')}</th>
                  <th scope="col">{t('vehicle.description')}</th>
                  <th scope="col">{t('vehicle.kind')}</th>
                  <th scope="col">{t('vehicle.retrofitted')}</th>
                </tr>
              </thead>
              <tbody>
                {equipment.map((e) => (
                  <tr key={`${e.kind}-${e.code}`}>
                    <td className={styles.mono}>{e.code}</td>
                    <td>{e.benennung}</td>
                    <td>{e.kind}</td>
                    <td>{e.nachgeruestet ? t('yes') : t('no')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      <details className={styles.more}>
        <summary>{t('vehicle.campaigns', { count: vehicle.TechnicalCampaigns.length })}</summary>
        {vehicle.TechnicalCampaigns.length === 0 ? (
          <p>{t('vehicle.noCampaigns')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('vehicle.campaignNumber')}</th>
                  <th scope="col">{t('vehicle.description')}</th>
                  <th scope="col">{t('vehicle.status')}</th>
                  <th scope="col">{t('vehicle.reservations')}</th>
                </tr>
              </thead>
              <tbody>
                {vehicle.TechnicalCampaigns.map((c) => (
                  <tr key={c.CampaignNumber}>
                    <td className={styles.mono}>{c.CampaignNumber}</td>
                    <td>{c.Description}</td>
                    <td>{c.Status}</td>
                    <td>{typeof c.Reservations === 'string' || typeof c.Reservations === 'number' ? String(c.Reservations) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
      <details className={styles.more}>
        <summary>{t('vehicle.fuel', { count: vehicle.VehicleFuelQty.length })}</summary>
        {vehicle.VehicleFuelQty.length === 0 ? (
          <p>{t('vehicle.noFuel')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('vehicle.fluid')}</th>
                  <th scope="col" className={styles.num}>
                    {t('vehicle.quantity')}
                  </th>
                  <th scope="col">{t('vehicle.note')}</th>
                </tr>
              </thead>
              <tbody>
                {vehicle.VehicleFuelQty.map((f) => (
                  <tr key={f.fuellmengenart}>
                    <td>{f.fuellmengenart}</td>
                    <td className={styles.num}>{f.fuellmenge}</td>
                    <td>{f.hinweistext}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </section>
  );
}

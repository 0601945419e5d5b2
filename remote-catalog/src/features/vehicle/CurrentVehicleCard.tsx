import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import { clearCurrentVehicle, useCurrentVehicle } from './current-vehicle';
import type { CurrentVehicleData } from './vehicle-schemas';
import { DetailsTable } from './DetailsTable';
import styles from './vehicle.module.css';

function info(vehicle: CurrentVehicleData, key: string): string {
  const value = (vehicle.VehicleInfo as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function data(vehicle: CurrentVehicleData, key: string): string {
  const value = (vehicle.VehicleData as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const titleOf = (vehicle: CurrentVehicleData) =>
  [info(vehicle, 'baureihe'), info(vehicle, 'verkaufsbezeichnung')].filter(Boolean).join(' ') || vehicle.Vin || '';

/** The current vehicle: its facts, equipment, campaigns and fluid capacities (a choice is announced by /level4, where it opens). */
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
  const title = titleOf(vehicle) || t('vehicle.title');
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
      <DetailsTable
        summary={t('vehicle.equipment', { count: equipment.length })}
        empty={t('vehicle.noEquipment')}
        columns={[
          { label: t('vehicle.code'), mono: true },
          { label: t('vehicle.description') },
          { label: t('vehicle.kind') },
          { label: t('vehicle.retrofitted') },
        ]}
        rows={equipment.map((e) => ({
          key: `${e.kind}-${e.code}`,
          cells: [e.code, e.benennung, e.kind, e.nachgeruestet ? t('yes') : t('no')],
        }))}
      />
      <DetailsTable
        summary={t('vehicle.campaigns', { count: vehicle.TechnicalCampaigns.length })}
        empty={t('vehicle.noCampaigns')}
        columns={[
          { label: t('vehicle.campaignNumber'), mono: true },
          { label: t('vehicle.description') },
          { label: t('vehicle.status') },
          { label: t('vehicle.reservations') },
        ]}
        rows={vehicle.TechnicalCampaigns.map((c) => ({
          key: c.CampaignNumber,
          cells: [
            c.CampaignNumber,
            c.Description,
            c.Status,
            typeof c.Reservations === 'string' || typeof c.Reservations === 'number' ? String(c.Reservations) : '',
          ],
        }))}
      />
      <DetailsTable
        summary={t('vehicle.fuel', { count: vehicle.VehicleFuelQty.length })}
        empty={t('vehicle.noFuel')}
        columns={[{ label: t('vehicle.fluid') }, { label: t('vehicle.quantity'), numeric: true }, { label: t('vehicle.note') }]}
        rows={vehicle.VehicleFuelQty.map((f) => ({ key: f.fuellmengenart, cells: [f.fuellmengenart, f.fuellmenge, f.hinweistext] }))}
      />
    </section>
  );
}

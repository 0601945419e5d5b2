import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@parts/shared-kernel';
import type { VinVehicle } from './vehicle-schemas';
import styles from './vehicle.module.css';

/** 'Choose Vehicle': several vehicles matched the VIN; the dealer picks one. */
export function ChooseVehicleModal({
  vehicles,
  onChoose,
  onClose,
  busyId,
}: {
  vehicles: VinVehicle[];
  onChoose: (vehicle: VinVehicle) => void;
  onClose: () => void;
  busyId: number | null;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Modal title={t('vin.chooseTitle')} onClose={onClose} wide>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('vehicle.vin')}</th>
              <th scope="col">{t('vehicle.brand')}</th>
              <th scope="col">{t('vehicle.serie')}</th>
              <th scope="col">{t('vehicle.model')}</th>
              <th scope="col">{t('vehicle.engine')}</th>
              <th scope="col">{t('vehicle.production')}</th>
              <th scope="col">{t('vehicle.paint')}</th>
              <th scope="col">{t('vehicle.upholstery')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('vin.choose')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vehicles.map((vehicle) => (
              <tr key={vehicle.Id}>
                <td className={styles.mono}>{vehicle.Vin}</td>
                <td>{vehicle.VehicleInfo.marke}</td>
                <td>{vehicle.VehicleInfo.baureihe}</td>
                <td>{vehicle.VehicleInfo.verkaufsbezeichnung}</td>
                <td>{vehicle.VehicleInfo.motor}</td>
                <td>{vehicle.VehicleInfo.produktionsdatum}</td>
                <td>{vehicle.VehicleData.lackCode}</td>
                <td>{vehicle.VehicleData.polsterCode}</td>
                <td>
                  <Button
                    size="small"
                    onClick={() => onChoose(vehicle)}
                    disabled={busyId !== null}
                    aria-label={t('vin.chooseVin', { vin: vehicle.Vin })}
                  >
                    {busyId === vehicle.Id ? t('loading') : t('vin.choose')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}

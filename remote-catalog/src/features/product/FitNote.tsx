import { useTranslation } from 'react-i18next';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import type { Board, CatalogueProduct } from './product-schemas';

type DetailRow = Board['BoardDetail'][number];

/**
 * Why a part does not fit, after SPEC's warning: the equipment code that keeps it off the vehicle
 * and what the code means (the vehicle's own equipment data, else the board's name for it;
 * extension fitment), or the model and engine it is for ('Valid for' of the board).
 */
export function FitNote({
  part,
  detail,
  className,
}: {
  part: CatalogueProduct;
  detail: DetailRow | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  const blocked = part.NotApplicableEquipment;
  let reason: string | null = null;
  if (blocked) {
    const own = [...(vehicle?.StandardEquipment ?? []), ...(vehicle?.OptionalEquipment ?? [])].find(
      (item) => item.code === blocked.Code,
    )?.benennung;
    const name = own || blocked.Name;
    const values = { code: blocked.Code, name: name ? ` (${name})` : '' };
    reason = blocked.Required ? t('fit.needs', values) : t('fit.excludes', values);
  } else if (detail && (detail.Model || detail.Engine)) {
    const only = [detail.Model && `${t('vehicle.model')} ${detail.Model}`, detail.Engine && `${t('vehicle.engine')} ${detail.Engine}`]
      .filter(Boolean)
      .join(', ');
    reason = t('fit.onlyFor', { what: only });
  }
  return (
    <div className={className} role="note" data-testid="fit-note">
      <strong>{t('part.notApplicable')}</strong>
      {reason && <span data-testid="fit-reason"> {reason}</span>}
    </div>
  );
}

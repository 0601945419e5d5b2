import { useTranslation } from 'react-i18next';
import type { EquipmentCondition } from './product-schemas';
import styles from './product-page.module.css';

/** The board's equipment conditions; changing one reloads the board. */
export function EquipmentConditions({
  conditions,
  onChange,
  disabled,
}: {
  conditions: EquipmentCondition[];
  onChange: (next: EquipmentCondition[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('catalog');
  if (conditions.length === 0) return null;
  return (
    <fieldset className={styles.conditions} disabled={disabled}>
      <legend>{t('conditions.title')}</legend>
      <ul>
        {conditions.map((condition) => (
          <li key={condition.Id}>
            <label>
              <input
                type="checkbox"
                checked={condition.Selected === 1}
                onChange={(e) =>
                  onChange(conditions.map((c) => (c.Id === condition.Id ? { ...c, Selected: e.target.checked ? 1 : 0 } : c)))
                }
              />
              <span className={styles.code}>{condition.Code}</span> {condition.Purpose}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal, useLocale } from '@parts/shared-kernel';
import { shopQueryClient } from '@parts/shared-kernel/query';
import { vehicleQuery } from '../vehicle/api/load-vehicle';
import { useChooseVehicle } from '../vehicle/choose-vehicle';
import { clearCurrentVehicle } from '../vehicle/current-vehicle';
import type { FilterOption } from './api/load-filter-options';
import { BRAND_LEVELS, canSearch, FILTER_LEVELS, type FilterLevel } from './filter-levels';
import { useVehicleFilter } from './use-vehicle-filter';
import styles from './vehicle-search-modal.module.css';

/** 'Vehicle search': the brand-level selects, then the vehicle selects; Search once a month is chosen. */
export function VehicleSearchModal({ brandOptions, onClose }: { brandOptions: FilterOption[] | null; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const { values, options, loading, choose, valueOf } = useVehicleFilter(brandOptions);
  const [searching, setSearching] = useState(false);
  const ready = canSearch(values);
  const chooseVehicle = useChooseVehicle();

  const search = async () => {
    if (!ready) return;
    setSearching(true);
    try {
      const found = await shopQueryClient().fetchQuery(vehicleQuery(locale, values));
      onClose();
      chooseVehicle(found, values, locale); // the catalogue for the vehicle
    } catch {
      clearCurrentVehicle(); // SPEC section 4: a failed vehicle search clears the saved vehicle
      setSearching(false);
    }
  };

  const select = (level: FilterLevel) => {
    const id = `vehicle-filter-${level}`;
    const list = options[level];
    const value = valueOf(level);
    // the whole name on hover too, should a select be narrower than its value
    const chosenName = list?.find((option) => String(option.Id) === value)?.Name;
    return (
      <Field key={level} id={id} label={t(`filter.${level}`)} className={styles.field}>
        <select
          id={id}
          value={value}
          title={chosenName}
          disabled={!list || list.length === 0}
          onChange={(e) => choose(level, e.target.value)}
          aria-busy={loading === level}
        >
          <option value="">
            {loading === level ? t('filter.loading') : list && list.length === 0 ? t('filter.none') : t('filter.choose')}
          </option>
          {list?.map((option) => (
            <option key={String(option.Id)} value={String(option.Id)}>
              {option.Name}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  return (
    <Modal
      title={t('filter.title')}
      onClose={onClose}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('filter.cancel')}
          </Button>
          <Button onClick={() => void search()} disabled={!ready || searching}>
            {searching ? t('filter.searching') : t('filter.search')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <fieldset className={styles.group}>
          <legend>{t('filter.brandGroup')}</legend>
          <div className={styles.grid}>{BRAND_LEVELS.map(select)}</div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('filter.vehicleGroup')}</legend>
          <div className={styles.grid}>{FILTER_LEVELS.filter((l) => !BRAND_LEVELS.includes(l.type)).map((l) => select(l.type))}</div>
        </fieldset>
        {!ready && <p className={styles.hint}>{t('filter.monthNeeded')}</p>}
      </form>
    </Modal>
  );
}

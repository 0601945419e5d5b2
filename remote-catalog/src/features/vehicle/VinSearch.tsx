import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, errorId, Field, useLocale } from '@parts/shared-kernel';
import { vinSearchFormSchema } from '@parts/contract/catalogue';
import { shopQueryClient } from '@parts/shared-kernel/query';
import { vehicleQuery } from './api/load-vehicle';
import { vehiclesByVinQuery } from './api/search-vehicles-by-vin';
import { ChooseVehicleModal } from './ChooseVehicleModal';
import { useChooseVehicle } from './choose-vehicle';
import { clearCurrentVehicle, useCurrentVehicle } from './current-vehicle';
import type { VinVehicle } from './vehicle-schemas';
import styles from './vehicle.module.css';

/** A full VIN (17) or its last 7 characters: the contract's rule, with this form's i18n keys (under 'vin.'). */
const VinFormSchema = vinSearchFormSchema({ tooShort: 'vinNecessary', tooLong: 'vinTooLong', characters: 'vinCharacters' });
type VinForm = v.InferOutput<typeof VinFormSchema>;

/**
 * Search by VIN: one vehicle becomes the current vehicle and opens the catalogue for it, several
 * open 'Choose Vehicle'. A VIN not found stays in the field with the error beside it (the saved
 * vehicle is cleared, as SPEC section 4 says).
 */
export function VinSearch() {
  const { t } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  const locale = useLocale();
  const [choices, setChoices] = useState<VinVehicle[] | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const choose = useChooseVehicle();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<VinForm>({ resolver: valibotResolver(VinFormSchema), defaultValues: { vin: vehicle?.Vin ?? '' } });

  // the field follows the current vehicle: its VIN when another one is chosen, empty when it is
  // cleared (the same vehicle again, refreshed or re-announced, leaves what the dealer is typing alone);
  // a vehicle cleared by this field's own failed search leaves the VIN typed, to be corrected
  const previous = useRef(vehicle);
  const keepTyped = useRef(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = vehicle;
    if (vehicle?.Vin && vehicle.Vin !== before?.Vin) {
      setValue('vin', vehicle.Vin);
      clearErrors('vin');
    } else if (!vehicle && before && !keepTyped.current) {
      setValue('vin', '');
    }
    keepTyped.current = false;
  }, [vehicle, setValue, clearErrors]);

  /** SPEC section 4: a failed VIN search clears the saved vehicle; the VIN typed stays. */
  const failed = () => {
    keepTyped.current = true;
    clearCurrentVehicle();
  };

  const take = async (found: VinVehicle) => {
    setChoosing(found.Id);
    try {
      const data = await shopQueryClient().fetchQuery(vehicleQuery(locale, { Id: found.Id }));
      setChoices(null);
      choose({ ...data, Vin: data.Vin || found.Vin }, { Id: found.Id }, locale);
    } catch {
      failed();
    } finally {
      setChoosing(null);
    }
  };

  const onSubmit = async ({ vin }: VinForm) => {
    const wanted = vin.trim().toUpperCase();
    try {
      const found = await shopQueryClient().fetchQuery(vehiclesByVinQuery(locale, wanted));
      if (found.length === 0) {
        failed();
        setError('vin', { type: 'notFound', message: 'vinNotFound' }, { shouldFocus: true });
      } else if (found.length === 1) {
        await take(found[0]!);
      } else {
        setChoices(found);
      }
    } catch {
      failed();
    }
  };

  const error = errors.vin?.message;
  return (
    <form className={styles.inlineForm} onSubmit={handleSubmit(onSubmit)} aria-label={t('vin.title')} noValidate>
      <Field
        id="catalog-vin"
        label={t('vin.label')}
        error={error ? t(`vin.${error}`) : undefined}
        hint={error ? undefined : t('vin.hint')}
        className={styles.grow}
      >
        <input
          id="catalog-vin"
          autoComplete="off"
          spellCheck={false}
          maxLength={17}
          className={styles.mono}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('catalog-vin') : undefined}
          {...register('vin')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting} className={styles.formButton}>
        {isSubmitting ? t('loading') : t('vin.search')}
      </Button>
      {choices && (
        <ChooseVehicleModal vehicles={choices} busyId={choosing} onChoose={(c) => void take(c)} onClose={() => setChoices(null)} />
      )}
    </form>
  );
}

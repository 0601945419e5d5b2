import { useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { statesOf, useReferenceData } from '@parts/shared-kernel';
import { SelectField } from './SelectField';

export interface CountryStateFieldsProps {
  idPrefix: string;
  country: UseFormRegisterReturn;
  state: UseFormRegisterReturn;
  /** The chosen country ('' = none). */
  countryId: string;
  countryError?: string | undefined;
  stateError?: string | undefined;
  /** Called when the country changes so the form can clear the state. */
  onCountryChanged: () => void;
  className?: string;
}

/**
 * Country and state/province selects: the state list follows the country; with a country that
 * has no states the state select is disabled (and not required).
 */
export function CountryStateFields({
  idPrefix,
  country,
  state,
  countryId,
  countryError,
  stateError,
  onCountryChanged,
  className,
}: CountryStateFieldsProps) {
  const { t } = useTranslation('account');
  const data = useReferenceData();
  const states = statesOf(data, countryId);
  const hasStates = states.length > 0;

  const previous = useRef(countryId);
  const onChanged = useRef(onCountryChanged);
  onChanged.current = onCountryChanged;
  useEffect(() => {
    if (previous.current !== countryId) {
      previous.current = countryId;
      onChanged.current();
    }
  }, [countryId]);

  return (
    <>
      <SelectField
        id={`${idPrefix}-country`}
        label={t('address.country')}
        required
        registration={country}
        error={countryError}
        className={className}
      >
        <option value="">{t('address.chooseCountry')}</option>
        {data.countries.map((c) => (
          <option key={c.Id} value={String(c.Id)}>
            {c.Name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${idPrefix}-state`}
        label={t('address.state')}
        required={hasStates}
        disabled={!hasStates}
        registration={state}
        error={hasStates ? stateError : undefined}
        className={className}
      >
        <option value="">{hasStates ? t('address.chooseState') : t('address.noStates')}</option>
        {states.map((s) => (
          <option key={s.Id} value={String(s.Id)}>
            {s.Name}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** Whether a country has states, for the schemas' state rule. */
export function useCountryHasStates(): (countryId: string) => boolean {
  const data = useReferenceData();
  return (countryId: string) => statesOf(data, countryId).length > 0;
}

import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import { CountryStateFields, useCountryHasStates } from '../forms/CountryStateFields';
import { InputField } from '../forms/InputField';
import { addressSchema, type AddressValues } from './address-schema';
import styles from '../forms/forms.module.css';

export interface AddressFormProps {
  /** Prefix of the control ids (two forms never share ids). */
  idPrefix: string;
  initial: AddressValues;
  submitLabel: string;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

/** The address form of SPEC section 5; the state list follows the country. */
export function AddressForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const hasStates = useCountryHasStates();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(addressSchema(hasStates)),
    defaultValues: initial,
  });

  const field = (name: keyof AddressValues) => ({ id: `${idPrefix}-${name}`, registration: register(name), error: errors[name]?.message });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={submitLabel}>
      <div className={styles.grid}>
        <InputField {...field('FirstName')} label={t('customer.firstName')} required autoComplete="given-name" />
        <InputField {...field('LastName')} label={t('customer.lastName')} required autoComplete="family-name" />
        <InputField {...field('Email')} label={t('customer.email')} type="email" autoComplete="email" />
        <InputField {...field('PhoneNumber')} label={t('customer.phone')} required type="tel" autoComplete="tel" />
        <InputField {...field('Company')} label={t('customer.company')} autoComplete="organization" />
        <InputField {...field('VatNumber')} label={t('customer.vatNumber')} />
        <CountryStateFields
          idPrefix={idPrefix}
          country={register('CountryId')}
          state={register('StateProvinceId')}
          countryId={watch('CountryId')}
          countryError={errors.CountryId?.message}
          stateError={errors.StateProvinceId?.message}
          onCountryChanged={() => setValue('StateProvinceId', '')}
        />
        <InputField {...field('City')} label={t('address.city')} required autoComplete="address-level2" />
        <InputField {...field('ZipPostalCode')} label={t('address.zip')} required autoComplete="postal-code" />
        <InputField {...field('Address1')} label={t('address.address1')} required autoComplete="address-line1" />
        <InputField {...field('Address2')} label={t('address.address2')} autoComplete="address-line2" />
        <InputField {...field('FaxNumber')} label={t('address.fax')} type="tel" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

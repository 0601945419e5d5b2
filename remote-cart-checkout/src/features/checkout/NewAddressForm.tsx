import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, Field, errorId, statesOf, useReferenceData, type Address } from '@parts/shared-kernel';
import { addAddress } from './api/add-address';
import { newAddressSchema, type NewAddressValues } from './new-address-schema';
import styles from './checkout.module.css';

/** A new shipping address: created first, then used. */
export function NewAddressForm({ email, onCreated }: { email: string; onCreated: (address: Address) => void }) {
  const { t } = useTranslation('cart');
  const data = useReferenceData();
  const [saving, setSaving] = useState(false);
  const schema = useMemo(() => newAddressSchema((countryId) => statesOf(data, countryId).length > 0), [data]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<NewAddressValues>({
    resolver: valibotResolver(schema),
    defaultValues: {
      FirstName: '',
      LastName: '',
      Company: '',
      Address1: '',
      Address2: '',
      City: '',
      ZipPostalCode: '',
      CountryId: data.countries[0] ? String(data.countries[0].Id) : '',
      StateProvinceId: '',
      PhoneNumber: '',
      VatNumber: '',
      FaxNumber: '',
      Email: email,
    },
  });
  const countryId = watch('CountryId');
  const states = statesOf(data, countryId);

  const onSubmit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const created = await addAddress({
        ...values,
        CountryId: Number(values.CountryId),
        StateProvinceId: values.StateProvinceId ? Number(values.StateProvinceId) : '',
        mainEmail: email,
      });
      onCreated(created);
    } catch {
      // shown by the shared notification; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  });

  const text = (name: FieldPath<NewAddressValues>, required = true, type = 'text', autoComplete?: string) => {
    const id = `new-address-${name}`;
    const message = errors[name]?.message;
    return (
      <Field id={id} label={t(`address.${name}`)} required={required} error={message ? t(`validation.${message}`) : undefined}>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={errors[name] ? 'true' : 'false'}
          aria-describedby={errorId(id)}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <div className={styles.newAddress} role="group" aria-labelledby="new-address-heading">
      <h3 id="new-address-heading" className={styles.subheading}>
        {t('checkout.newAddress')}
      </h3>
      <div className={styles.formGrid}>
        {text('FirstName', true, 'text', 'given-name')}
        {text('LastName', true, 'text', 'family-name')}
        {text('Company', false, 'text', 'organization')}
        {text('Email', true, 'email', 'email')}
        {text('Address1', true, 'text', 'address-line1')}
        {text('Address2', false, 'text', 'address-line2')}
        {text('ZipPostalCode', true, 'text', 'postal-code')}
        {text('City', true, 'text', 'address-level2')}
        <Field
          id="new-address-CountryId"
          label={t('address.CountryId')}
          required
          error={errors.CountryId?.message ? t(`validation.${errors.CountryId.message}`) : undefined}
        >
          <select
            id="new-address-CountryId"
            aria-invalid={errors.CountryId ? 'true' : 'false'}
            aria-describedby={errorId('new-address-CountryId')}
            {...register('CountryId', { onChange: () => setValue('StateProvinceId', '') })}
          >
            <option value="">{t('address.chooseCountry')}</option>
            {data.countries.map((c) => (
              <option key={c.Id} value={String(c.Id)}>
                {c.Name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="new-address-StateProvinceId"
          label={t('address.StateProvinceId')}
          required={states.length > 0}
          error={errors.StateProvinceId?.message ? t(`validation.${errors.StateProvinceId.message}`) : undefined}
        >
          <select
            id="new-address-StateProvinceId"
            disabled={states.length === 0}
            aria-invalid={errors.StateProvinceId ? 'true' : 'false'}
            aria-describedby={errorId('new-address-StateProvinceId')}
            {...register('StateProvinceId')}
          >
            <option value="">{t('address.chooseState')}</option>
            {states.map((s) => (
              <option key={s.Id} value={String(s.Id)}>
                {s.Name}
              </option>
            ))}
          </select>
        </Field>
        {text('PhoneNumber', true, 'tel', 'tel')}
      </div>
      <Button onClick={() => void onSubmit()} disabled={saving}>
        {saving ? t('checkout.savingAddress') : t('checkout.useNewAddress')}
      </Button>
    </div>
  );
}

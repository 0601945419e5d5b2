import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { ADDRESS_EMAIL_RULE, ADDRESS_FORM_FIELDS, ADDRESS_TEXT_RULES, type AddressFormField } from '@parts/contract/address';
import { Button, Field, errorId, statesOf, storeCountryId, useReferenceData, type Address } from '@parts/shared-kernel';
import { useAddAddress } from './api/add-address';
import { newAddressSchema, type NewAddressValues } from './new-address-schema';
import styles from './checkout.module.css';

type TextField = Exclude<AddressFormField, 'CountryId' | 'StateProvinceId'>;

/** Input type and autofill of each text field (labels: 'address.<field>'). */
const TEXT_FIELDS: Record<TextField, { type: string; autoComplete?: string }> = {
  FirstName: { type: 'text', autoComplete: 'given-name' },
  LastName: { type: 'text', autoComplete: 'family-name' },
  Company: { type: 'text', autoComplete: 'organization' },
  VatNumber: { type: 'text' },
  Email: { type: 'email', autoComplete: 'email' },
  PhoneNumber: { type: 'tel', autoComplete: 'tel' },
  Address1: { type: 'text', autoComplete: 'address-line1' },
  Address2: { type: 'text', autoComplete: 'address-line2' },
  ZipPostalCode: { type: 'text', autoComplete: 'postal-code' },
  City: { type: 'text', autoComplete: 'address-level2' },
  FaxNumber: { type: 'tel' },
};
const requiredField = (name: TextField) => (name === 'Email' ? ADDRESS_EMAIL_RULE.required : ADDRESS_TEXT_RULES[name].required);

/**
 * A new shipping address: created first, then used. It asks the fields in the order every address
 * form of the shop asks them (contract ADDRESS_FORM_FIELDS), in the store's country to start with.
 */
export function NewAddressForm({ email, onCreated }: { email: string; onCreated: (address: Address) => void }) {
  const { t } = useTranslation('cart');
  const data = useReferenceData();
  const save = useAddAddress();
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
      CountryId: storeCountryId(data),
      StateProvinceId: '',
      PhoneNumber: '',
      VatNumber: '',
      FaxNumber: '',
      Email: email,
    },
  });
  const countryId = watch('CountryId');
  const states = statesOf(data, countryId);

  // a failure was shown by the shared notification; the form keeps what was typed
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        CountryId: Number(values.CountryId),
        StateProvinceId: values.StateProvinceId ? Number(values.StateProvinceId) : '',
        mainEmail: email,
      },
      { onSuccess: onCreated },
    ),
  );

  const text = (name: TextField) => {
    const id = `new-address-${name}`;
    const message = errors[name]?.message;
    const { type, autoComplete } = TEXT_FIELDS[name];
    return (
      <Field
        key={name}
        id={id}
        label={t(`address.${name}`)}
        required={requiredField(name)}
        error={message ? t(`validation.${message}`) : undefined}
      >
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

  const country = (
    <Field
      key="CountryId"
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
  );
  const state = (
    <Field
      key="StateProvinceId"
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
  );

  return (
    <div className={styles.newAddress} role="group" aria-labelledby="new-address-heading">
      <h3 id="new-address-heading" className={styles.subheading}>
        {t('checkout.newAddress')}
      </h3>
      <div className={styles.formGrid}>
        {ADDRESS_FORM_FIELDS.map((name) => (name === 'CountryId' ? country : name === 'StateProvinceId' ? state : text(name)))}
      </div>
      <Button onClick={() => void onSubmit()} disabled={save.isPending}>
        {save.isPending ? t('checkout.savingAddress') : t('checkout.useNewAddress')}
      </Button>
    </div>
  );
}

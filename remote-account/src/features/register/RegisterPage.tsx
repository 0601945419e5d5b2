import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, paths } from '@parts/shared-kernel';
import { CountryStateFields, useCountryHasStates } from '../forms/CountryStateFields';
import { InputField } from '../forms/InputField';
import { ServerErrors } from '../forms/ServerErrors';
import { FormFailure } from '../forms/FormFailure';
import { useApiMutation } from '@parts/shared-kernel/query';
import { login } from '../login/login';
import { registerCustomerMutation } from './api/register-customer';
import { EMPTY_REGISTRATION, registerSchema, type RegisterValues } from './register-schema';
import styles from '../forms/forms.module.css';

/** /register: every field of the registration payload; on success the new customer is signed in. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const hasStates = useCountryHasStates();
  const registration = useApiMutation(registerCustomerMutation);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(registerSchema(hasStates)),
    defaultValues: EMPTY_REGISTRATION,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(null);
    try {
      await registration.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      setFailure(error);
      return;
    }
    // the new customer lands signed in: the host leaves /register once the token arrives
    await login(values.Email, values.Password).catch((error: unknown) => setFailure(error));
  });

  const serverErrorLabels: Partial<Record<string, string>> = {
    FirstName: t('customer.firstName'),
    LastName: t('customer.lastName'),
    Email: t('customer.email'),
    Password: t('customer.password'),
    Phone: t('customer.phone'),
    Company: t('customer.company'),
    VatNumber: t('customer.vatNumber'),
    StreetAddress: t('register.streetAddress'),
    StreetAddress2: t('register.streetAddress2'),
    ZipPostalCode: t('address.zip'),
    City: t('address.city'),
  };

  const field = (name: keyof RegisterValues) => ({ id: `register-${name}`, registration: register(name), error: errors[name]?.message });

  return (
    <form className={`${styles.form} ${styles.wide}`} onSubmit={onSubmit} noValidate aria-labelledby="register-heading">
      <h1 id="register-heading">{t('register.title')}</h1>
      <fieldset className={styles.fieldset}>
        <legend>{t('register.personal')}</legend>
        <div className={styles.grid}>
          <InputField {...field('FirstName')} label={t('customer.firstName')} required autoComplete="given-name" />
          <InputField {...field('LastName')} label={t('customer.lastName')} required autoComplete="family-name" />
          <InputField {...field('Email')} label={t('customer.email')} required type="email" autoComplete="email" />
          <InputField
            {...field('Password')}
            label={t('customer.password')}
            required
            type="password"
            autoComplete="new-password"
            hint={t('form.passwordHint')}
          />
          <InputField {...field('Phone')} label={t('customer.phone')} type="tel" autoComplete="tel" />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('register.company')}</legend>
        <div className={styles.grid}>
          <InputField {...field('Company')} label={t('customer.company')} autoComplete="organization" />
          <InputField {...field('VatNumber')} label={t('customer.vatNumber')} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('register.address')}</legend>
        <div className={styles.grid}>
          <InputField {...field('StreetAddress')} label={t('register.streetAddress')} required autoComplete="address-line1" />
          <InputField {...field('StreetAddress2')} label={t('register.streetAddress2')} required autoComplete="address-line2" />
          <InputField {...field('ZipPostalCode')} label={t('address.zip')} required autoComplete="postal-code" />
          <InputField {...field('City')} label={t('address.city')} required autoComplete="address-level2" />
          <CountryStateFields
            idPrefix="register"
            country={register('CountryId')}
            state={register('StateProvinceId')}
            countryId={watch('CountryId')}
            countryError={errors.CountryId?.message}
            stateError={errors.StateProvinceId?.message}
            onCountryChanged={() => setValue('StateProvinceId', '')}
          />
        </div>
      </fieldset>
      <div className={styles.check}>
        <input id="register-Newsletter" type="checkbox" {...register('Newsletter')} />
        <label htmlFor="register-Newsletter">{t('register.newsletter')}</label>
      </div>
      <ServerErrors errors={serverErrors} labels={serverErrorLabels} />
      {failure !== null && <FormFailure error={failure} explained={Object.keys(serverErrors).length > 0} />}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
        <Link to={paths.login.href()}>{t('register.haveAccount')}</Link>
      </div>
    </form>
  );
}

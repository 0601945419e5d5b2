import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, notify, type Customer } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { customerUpdateOf, updateCustomerMutation } from '../customer/api/update-customer';
import { InputField } from '../forms/InputField';
import { ServerErrors } from '../forms/ServerErrors';
import { FormFailure } from '../forms/FormFailure';
import { showServerErrors } from '../forms/server-errors';
import { basicInformationSchema, sameEmail, type BasicInformationValues } from './profile-schemas';
import styles from '../forms/forms.module.css';

/**
 * First name, last name, e-mail, company, VAT number, phone: 'Basic information was successfully
 * updated.' A new e-mail address asks for the current password too.
 */
export function BasicInformationForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const save = useApiMutation(updateCustomerMutation);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<{ error: unknown; explained: boolean } | null>(null);
  const schema = useMemo(() => basicInformationSchema(customer.Email), [customer.Email]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BasicInformationValues>({
    resolver: valibotResolver(schema),
    defaultValues: {
      FirstName: customer.FirstName,
      LastName: customer.LastName,
      Email: customer.Email,
      Company: customer.Company,
      VatNumber: customer.VatNumber,
      Phone: customer.Phone,
      currentPassword: '',
    },
  });
  const emailChanged = !sameEmail(watch('Email'), customer.Email);

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    setServerErrors({});
    setFailure(null);
    try {
      await save.mutateAsync({
        update: { ...customerUpdateOf(customer), ...values },
        currentPassword: emailChanged ? currentPassword : undefined,
        quiet: true,
      });
    } catch (error) {
      // told in the form: a refused field (the current password, the e-mail) next to it, anything else under the form
      const { rest, explained } = showServerErrors(error, setError, {
        CurrentPassword: 'currentPassword',
        Email: 'Email',
        FirstName: 'FirstName',
        LastName: 'LastName',
        Phone: 'Phone',
        Company: 'Company',
        VatNumber: 'VatNumber',
      });
      setServerErrors(rest);
      setFailure({ error, explained });
      return;
    }
    notify('success', { key: 'account:profile.updated' });
  });

  const field = (name: keyof BasicInformationValues) => ({
    id: `profile-${name}`,
    registration: register(name),
    error: errors[name]?.message,
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-basic-heading">
      <h2 id="profile-basic-heading">{t('profile.basicInformation')}</h2>
      <div className={styles.grid}>
        <InputField {...field('FirstName')} label={t('customer.firstName')} required autoComplete="given-name" />
        <InputField {...field('LastName')} label={t('customer.lastName')} required autoComplete="family-name" />
        <InputField {...field('Email')} label={t('customer.email')} required type="email" autoComplete="email" />
        {emailChanged && (
          <InputField
            {...field('currentPassword')}
            label={t('form.currentPassword')}
            hint={t('profile.currentPasswordForEmail')}
            required
            type="password"
            autoComplete="current-password"
          />
        )}
        <InputField {...field('Phone')} label={t('customer.phone')} type="tel" autoComplete="tel" />
        <InputField {...field('Company')} label={t('customer.company')} autoComplete="organization" />
        <InputField {...field('VatNumber')} label={t('customer.vatNumber')} />
      </div>
      <ServerErrors errors={serverErrors} />
      {failure && <FormFailure error={failure.error} explained={failure.explained} />}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('form.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

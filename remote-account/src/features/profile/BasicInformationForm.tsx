import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, notify, type Customer } from '@parts/shared-kernel';
import { customerUpdateOf, updateCustomer } from '../customer/api/update-customer';
import { InputField } from '../forms/InputField';
import { BasicInformationSchema, type BasicInformationValues } from './profile-schemas';
import styles from '../forms/forms.module.css';

/** First name, last name, e-mail, company, VAT number, phone: 'Basic information was successfully updated.' */
export function BasicInformationForm({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BasicInformationValues>({
    resolver: valibotResolver(BasicInformationSchema),
    defaultValues: {
      FirstName: customer.FirstName,
      LastName: customer.LastName,
      Email: customer.Email,
      Company: customer.Company,
      VatNumber: customer.VatNumber,
      Phone: customer.Phone,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateCustomer({ ...customerUpdateOf(customer), ...values });
    } catch {
      return; // the shared notification tells why
    }
    notify('success', t('profile.updated'));
    onSaved();
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
        <InputField {...field('Phone')} label={t('customer.phone')} type="tel" autoComplete="tel" />
        <InputField {...field('Company')} label={t('customer.company')} autoComplete="organization" />
        <InputField {...field('VatNumber')} label={t('customer.vatNumber')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('form.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

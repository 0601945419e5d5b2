import { useTranslation } from 'react-i18next';
import { Spinner } from '@parts/shared-kernel';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { useCustomer } from '../customer/use-customer';
import { BasicInformationForm } from './BasicInformationForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import styles from './profile.module.css';

/** /my-account/my-profile */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { customer, loading, failed, reload } = useCustomer();

  return (
    <AccountLayout title={t('profile.title')}>
      {customer ? (
        <div className={styles.stack}>
          {/* a fresh form after each save so "unchanged" is measured against what was stored */}
          <BasicInformationForm
            key={JSON.stringify([
              customer.FirstName,
              customer.LastName,
              customer.Email,
              customer.Company,
              customer.VatNumber,
              customer.Phone,
            ])}
            customer={customer}
            onSaved={() => void reload()}
          />
          <ChangePasswordForm />
        </div>
      ) : loading ? (
        <Spinner label={t('profile.loading')} />
      ) : failed ? (
        <LoadFailed message={t('customer.loadFailed')} onRetry={() => void reload()} />
      ) : null}
    </AccountLayout>
  );
}

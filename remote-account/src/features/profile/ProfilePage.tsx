import { useTranslation } from 'react-i18next';
import { Spinner } from '@parts/shared-kernel';
import { useCustomer } from '@parts/shared-kernel/query';
import { OrderMailSettings } from '../order-mail/OrderMailSettings';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { BasicInformationForm } from './BasicInformationForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import styles from './profile.module.css';

/** /my-account/my-profile */
export function ProfilePage() {
  const { t } = useTranslation('account');
  // the shop's one customer query: a save invalidates it, and the form starts again from the stored values
  const { data: customer, isError, refetch } = useCustomer();

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
          />
          <ChangePasswordForm />
          {/* extension order-tracking (issue 40): which mail of an order's life the dealer gets */}
          <OrderMailSettings />
        </div>
      ) : isError ? (
        <LoadFailed message={t('customer.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Spinner label={t('profile.loading')} />
      )}
    </AccountLayout>
  );
}

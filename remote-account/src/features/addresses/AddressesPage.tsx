import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spinner, notify, storeCountryId, useReferenceData, type Address, type Customer } from '@parts/shared-kernel';
import { useApiMutation, useCustomer } from '@parts/shared-kernel/query';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { customerUpdateOf, updateCustomerMutation } from '../customer/api/update-customer';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { addressValuesOf, newAddressValues, type AddressValues } from './address-schema';
import { addAddressMutation } from './api/add-address';
import { deleteAddressMutation } from './api/delete-address';
import { updateAddressMutation } from './api/update-address';
import styles from './addresses.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** /my-account/addresses: list, add, edit, delete, default billing and shipping. */
export function AddressesPage() {
  const { t } = useTranslation('account');
  // the addresses are the shared customer's: every change below invalidates it
  const { data: customer, isError, refetch } = useCustomer();
  const reference = useReferenceData();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const added = useApiMutation(addAddressMutation);
  const updated = useApiMutation(updateAddressMutation);
  const deleted = useApiMutation(deleteAddressMutation);
  const defaulted = useApiMutation(updateCustomerMutation);
  const busy = deleted.isPending || defaulted.isPending;

  // a failure is shown by the shared notification; the form or dialog stays for another try
  const saveNew = async (current: Customer, values: AddressValues) => {
    try {
      await added.mutateAsync({ ...values, mainEmail: current.Email });
    } catch {
      return;
    }
    notify('success', { key: 'account:addresses.added' });
    setEditing(null);
  };

  const saveEdit = async (address: Address, values: AddressValues) => {
    try {
      await updated.mutateAsync({ id: Number(address.Id), values });
    } catch {
      return;
    }
    notify('success', { key: 'account:addresses.updated' });
    setEditing(null);
  };

  const confirmDelete = (address: Address) =>
    deleted.mutate(Number(address.Id), {
      onSuccess: () => {
        notify('success', { key: 'account:addresses.deleted' });
        setDeleting(null);
      },
    });

  const setDefault = (current: Customer, address: Address, which: 'BillingAddress' | 'ShippingAddress') =>
    defaulted.mutate(
      { update: { ...customerUpdateOf(current), [which]: Number(address.Id) } },
      // Customer/Update's message of SPEC section 7
      { onSuccess: () => notify('success', { key: 'account:profile.updated' }) },
    );

  const add = customer && (
    <Button onClick={() => setEditing({ kind: 'new' })} disabled={busy}>
      {t('addresses.add')}
    </Button>
  );

  return (
    <AccountLayout title={t('addresses.title')} actions={add}>
      {!customer && !isError && <Spinner label={t('addresses.loading')} />}
      {!customer && isError && <LoadFailed message={t('customer.loadFailed')} onRetry={() => void refetch()} />}
      {customer &&
        (customer.Addresses.length === 0 ? (
          <Alert kind="info">{t('addresses.empty')}</Alert>
        ) : (
          <ul className={styles.list} aria-label={t('addresses.title')}>
            {customer.Addresses.map((address) => (
              <AddressCard
                key={address.Id}
                address={address}
                isBilling={
                  customer.BillingAddress !== null &&
                  customer.BillingAddress !== undefined &&
                  String(customer.BillingAddress) === String(address.Id)
                }
                isShipping={
                  customer.ShippingAddress !== null &&
                  customer.ShippingAddress !== undefined &&
                  String(customer.ShippingAddress) === String(address.Id)
                }
                busy={busy}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onDelete={() => setDeleting(address)}
                onSetBilling={() => setDefault(customer, address, 'BillingAddress')}
                onSetShipping={() => setDefault(customer, address, 'ShippingAddress')}
              />
            ))}
          </ul>
        ))}

      {customer && editing && (
        <Modal title={editing.kind === 'new' ? t('addresses.newTitle') : t('addresses.editTitle')} onClose={() => setEditing(null)} wide>
          {editing.kind === 'new' ? (
            <AddressForm
              idPrefix="address-new"
              initial={newAddressValues(customer, storeCountryId(reference))}
              submitLabel={t('addresses.saveNew')}
              onSubmit={(values) => saveNew(customer, values)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <AddressForm
              idPrefix={`address-${editing.address.Id}`}
              initial={addressValuesOf(editing.address)}
              submitLabel={t('addresses.saveEdit')}
              onSubmit={(values) => saveEdit(editing.address, values)}
              onCancel={() => setEditing(null)}
            />
          )}
        </Modal>
      )}

      {deleting && (
        <Modal
          title={t('addresses.deleteTitle')}
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('form.cancel')}
              </Button>
              <Button variant="danger" onClick={() => confirmDelete(deleting)} disabled={busy}>
                {t('addresses.deleteConfirm')}
              </Button>
            </>
          }
        >
          <p>{t('addresses.deleteQuestion', { address: [deleting.Address1, deleting.City].filter(Boolean).join(', ') })}</p>
        </Modal>
      )}
    </AccountLayout>
  );
}

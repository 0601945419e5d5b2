import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spinner, notify, storeCountryId, useReferenceData, type Address, type Customer } from '@parts/shared-kernel';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { customerUpdateOf, updateCustomer } from '../customer/api/update-customer';
import { useCustomer } from '../customer/use-customer';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { addressValuesOf, newAddressValues, type AddressValues } from './address-schema';
import { addAddress } from './api/add-address';
import { deleteAddress } from './api/delete-address';
import { updateAddress } from './api/update-address';
import styles from './addresses.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** /my-account/addresses: list, add, edit, delete, default billing and shipping. */
export function AddressesPage() {
  const { t } = useTranslation('account');
  const { customer, loading, failed, reload } = useCustomer();
  const reference = useReferenceData();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  const saveNew = async (current: Customer, values: AddressValues) => {
    try {
      await addAddress({ ...values, mainEmail: current.Email });
    } catch {
      return;
    }
    notify('success', t('addresses.added'));
    setEditing(null);
    await reload();
  };

  const saveEdit = async (address: Address, values: AddressValues) => {
    try {
      await updateAddress(Number(address.Id), values);
    } catch {
      return;
    }
    notify('success', t('addresses.updated'));
    setEditing(null);
    await reload();
  };

  const confirmDelete = async (address: Address) => {
    setBusy(true);
    try {
      await deleteAddress(Number(address.Id));
      notify('success', t('addresses.deleted'));
      setDeleting(null);
      await reload();
    } catch {
      // the shared notification tells why; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };

  const setDefault = async (current: Customer, address: Address, which: 'BillingAddress' | 'ShippingAddress') => {
    setBusy(true);
    try {
      await updateCustomer({ ...customerUpdateOf(current), [which]: Number(address.Id) });
      // Customer/Update's message of SPEC section 7
      notify('success', t('profile.updated'));
      await reload();
    } catch {
      // shown by the shared notification
    } finally {
      setBusy(false);
    }
  };

  const add = customer && (
    <Button onClick={() => setEditing({ kind: 'new' })} disabled={busy}>
      {t('addresses.add')}
    </Button>
  );

  return (
    <AccountLayout title={t('addresses.title')} actions={add}>
      {!customer && loading && <Spinner label={t('addresses.loading')} />}
      {!customer && !loading && failed && <LoadFailed message={t('customer.loadFailed')} onRetry={() => void reload()} />}
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
                onSetBilling={() => void setDefault(customer, address, 'BillingAddress')}
                onSetShipping={() => void setDefault(customer, address, 'ShippingAddress')}
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
              <Button variant="danger" onClick={() => void confirmDelete(deleting)} disabled={busy}>
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

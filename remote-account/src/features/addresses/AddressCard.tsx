import { useTranslation } from 'react-i18next';
import { Button, useReferenceData, type Address } from '@parts/shared-kernel';
import styles from './addresses.module.css';

export interface AddressCardProps {
  address: Address;
  isBilling: boolean;
  isShipping: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetBilling: () => void;
  onSetShipping: () => void;
}

/** One address with its default badges and actions. */
export function AddressCard({ address, isBilling, isShipping, busy, onEdit, onDelete, onSetBilling, onSetShipping }: AddressCardProps) {
  const { t } = useTranslation('account');
  const data = useReferenceData();
  const country = data.countries.find((c) => String(c.Id) === String(address.CountryId))?.Name ?? '';
  const state = data.stateProvinces.find((s) => String(s.Id) === String(address.StateProvinceId))?.Name ?? '';
  const name = `${address.FirstName} ${address.LastName}`.trim();
  const headingId = `address-${address.Id}-heading`;

  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="address-card">
      <h2 id={headingId} className={styles.name}>
        {name}
      </h2>
      {(isBilling || isShipping) && (
        <p className={styles.badges}>
          {isBilling && <span className={styles.badge}>{t('addresses.defaultBilling')}</span>}
          {isShipping && <span className={styles.badge}>{t('addresses.defaultShipping')}</span>}
        </p>
      )}
      <address className={styles.lines}>
        {address.Company && <span>{address.Company}</span>}
        {address.VatNumber && <span>{t('addresses.vat', { vat: address.VatNumber })}</span>}
        <span>{address.Address1}</span>
        {address.Address2 && <span>{address.Address2}</span>}
        <span>{`${address.ZipPostalCode} ${address.City}`.trim()}</span>
        {(state || country) && <span>{[state, country].filter(Boolean).join(', ')}</span>}
        {address.PhoneNumber && <span>{t('addresses.phone', { phone: address.PhoneNumber })}</span>}
        {address.FaxNumber && <span>{t('addresses.fax', { fax: address.FaxNumber })}</span>}
        {address.Email && <span>{address.Email}</span>}
      </address>
      <div className={styles.cardActions}>
        <Button size="small" variant="secondary" onClick={onEdit} disabled={busy} aria-label={t('addresses.editNamed', { name })}>
          {t('addresses.edit')}
        </Button>
        <Button size="small" variant="danger" onClick={onDelete} disabled={busy} aria-label={t('addresses.deleteNamed', { name })}>
          {t('addresses.delete')}
        </Button>
        {!isBilling && (
          <Button size="small" variant="link" onClick={onSetBilling} disabled={busy}>
            {t('addresses.setBilling')}
          </Button>
        )}
        {!isShipping && (
          <Button size="small" variant="link" onClick={onSetShipping} disabled={busy}>
            {t('addresses.setShipping')}
          </Button>
        )}
      </div>
    </li>
  );
}

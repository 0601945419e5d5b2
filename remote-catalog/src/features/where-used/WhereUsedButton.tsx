import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useReferenceData } from '@parts/shared-kernel';
import styles from './where-used.module.css';

/** The dialog is its own chunk: loaded the first time a dealer asks where a part is used. */
const WhereUsedDialog = lazy(() => import('./WhereUsedDialog'));

/**
 * 'Where used' for a part (extension 'where-used'): a button opening a dialog with the vehicles
 * and boards the part is used on, its supersession chain and whether it fits the current vehicle.
 * Nothing when the API does not list the extension.
 */
export function WhereUsedButton({ sku, className }: { sku: string; className?: string | undefined }) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const [open, setOpen] = useState(false);
  if (!hasExtension(config, EXTENSIONS.whereUsed)) return null;
  return (
    <>
      <button
        type="button"
        className={[styles.open, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-label={t('whereUsed.openFor', { sku })}
        onClick={() => setOpen(true)}
      >
        {t('whereUsed.open')}
      </button>
      {open && (
        <Suspense fallback={<span role="status">{t('loading')}</span>}>
          <WhereUsedDialog sku={sku} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

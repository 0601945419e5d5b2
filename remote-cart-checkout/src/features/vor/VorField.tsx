import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useReferenceData } from '@parts/shared-kernel';
import styles from './vor.module.css';

export interface VorFieldProps {
  /** The confirm form's registration of `vor`. */
  registration: UseFormRegisterReturn<'vor'>;
}

/**
 * An urgent order (extension vor, issue 40 item 5): the dealer marks the order 'vehicle off road';
 * the importer handles it first and confirms or cancels each line, never backorders it. Not shown
 * unless the back end lists the extension (then the request never carries it).
 */
export function VorField({ registration }: VorFieldProps) {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  if (!hasExtension(config, EXTENSIONS.vor)) return null;
  return (
    <div className={styles.vor}>
      <label>
        <input type="checkbox" aria-describedby="vor-hint" {...registration} /> <span>{t('vor.label')}</span>
      </label>
      <span id="vor-hint" className={styles.hint}>
        {t('vor.hint')}
      </span>
    </div>
  );
}

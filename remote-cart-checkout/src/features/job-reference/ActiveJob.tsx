import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, JOB_REFERENCE_MAX_LENGTH, hasExtension } from '@parts/contract/store';
import { Button, Field, setActiveJob, useActiveJob, useReferenceData } from '@parts/shared-kernel';
import cartStyles from '../cart/cart.module.css';
import styles from './job-reference.module.css';

/**
 * The dealer's active job (extension job-reference): a workshop order number or a registration
 * plate that the lines added from now on are for (the board, the part-number box, the quick cart,
 * the CSV import), until it is cleared; remembered across reloads for the signed-in dealer.
 */
export function ActiveJob() {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  const active = useActiveJob();
  const inputId = useId();
  const [typed, setTyped] = useState(active);
  useEffect(() => setTyped(active), [active]);
  if (!hasExtension(config, EXTENSIONS.jobReference)) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setActiveJob(typed);
  };
  return (
    <form className={cartStyles.tool} onSubmit={onSubmit} aria-labelledby={`${inputId}-heading`} data-testid="active-job">
      <h2 id={`${inputId}-heading`} className={cartStyles.toolHeading}>
        {t('job.activeTitle')}
      </h2>
      <Field id={inputId} label={t('job.activeLabel')}>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={JOB_REFERENCE_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      <div className={styles.activeJob}>
        <Button type="submit" size="small" disabled={typed.trim() === active}>
          {t('job.set')}
        </Button>
        {active && (
          <Button type="button" size="small" variant="secondary" onClick={() => setActiveJob('')}>
            {t('job.clear')}
          </Button>
        )}
        <p className={[cartStyles.hint, styles.activeNow].join(' ')} role="status">
          {active ? t('job.activeNow', { job: active }) : t('job.none')}
        </p>
      </div>
    </form>
  );
}

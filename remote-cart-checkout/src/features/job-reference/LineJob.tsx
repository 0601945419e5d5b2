import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_REFERENCE_MAX_LENGTH } from '@parts/contract/store';
import { cleanJobReference } from '@parts/shared-kernel';
import styles from './job-reference.module.css';

export interface LineJobProps {
  /** The control's id (unique on the page). */
  id: string;
  sku: string;
  job: string;
  disabled: boolean;
  /** The line's job set anew ('' = none). */
  onJob: (job: string) => void;
}

/**
 * A cart line's job (extension job-reference): typed in place and kept when the field is left or
 * Enter is pressed (Escape puts back what was there); the same part for another job is another line.
 */
export function LineJob({ id, sku, job, disabled, onJob }: LineJobProps) {
  const { t } = useTranslation('cart');
  const [typed, setTyped] = useState(job);
  useEffect(() => setTyped(job), [job]);
  const commit = () => {
    const next = cleanJobReference(typed);
    setTyped(next);
    if (next !== job) onJob(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') setTyped(job);
  };
  return (
    <div className={styles.lineJob}>
      <label htmlFor={id}>{t('job.line')}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={JOB_REFERENCE_MAX_LENGTH}
        value={typed}
        disabled={disabled}
        aria-label={t('job.lineFor', { sku })}
        data-testid="line-job"
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

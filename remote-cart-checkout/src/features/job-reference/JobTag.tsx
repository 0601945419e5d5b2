import { useTranslation } from 'react-i18next';
import styles from './job-reference.module.css';

/** A line's job as text (extension job-reference: offer, checkout summary): 'Job: ZL/114'. */
export function JobTag({ job }: { job: string }) {
  const { t } = useTranslation('cart');
  return (
    <span className={styles.jobTag} data-testid="line-job-tag">
      {t('job.line')}: {job}
    </span>
  );
}

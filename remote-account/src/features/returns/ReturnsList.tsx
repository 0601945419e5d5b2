import { useTranslation } from 'react-i18next';
import { Spinner, useLocale, useReferenceData } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { returnsQuery } from './api/returns';
import { ReturnsTable } from './ReturnsTable';
import styles from './returns.module.css';

/** Extension returns (issue 40 item 3): every return of the dealer with its state and its form (on the order history page). */
export function ReturnsList() {
  const { config } = useReferenceData();
  if (!hasExtension(config, EXTENSIONS.returns)) return null;
  return <ReturnsSection />;
}

function ReturnsSection() {
  const { t } = useTranslation('account');
  const returns = useApiQuery(returnsQuery(useLocale()));
  return (
    <section aria-labelledby="returns-heading" data-testid="returns-list" className={styles.section}>
      <h2 id="returns-heading">{t('returns.title')}</h2>
      {returns.isError ? (
        <p role="alert">{t('returns.failed')}</p>
      ) : !returns.data ? (
        <Spinner label={t('returns.loading')} />
      ) : returns.data.Returns.length === 0 ? (
        <p>{t('returns.empty')}</p>
      ) : (
        <ReturnsTable returns={returns.data.Returns} caption={t('returns.table.caption')} />
      )}
    </section>
  );
}

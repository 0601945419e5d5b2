import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import { cleanText, FILTER_TEXT_MAX, NO_FILTERS, type OrderFilters as Filters } from './order-filters';
import styles from './order-filters.module.css';

export interface OrderFiltersProps {
  filters: Filters;
  /** The statuses the dealer's orders have, in the order they are offered. */
  statuses: readonly string[];
  /** Extension order-reference: the reference search shows. */
  withReference: boolean;
  /** Extension job-reference: the job search shows. */
  withJobs?: boolean;
  /** Extension order-tracking: the open-backorders switch shows. */
  withTracking?: boolean;
  /** Extension vor: the 'VOR orders only' switch shows. */
  withVor?: boolean;
  /** Extension team: the people who placed the dealer's orders (the person filter shows when given). */
  people?: readonly string[] | undefined;
  /**
   * The filters changed: a typed text (`replace`: the URL entry is updated, not added, while typing)
   * or a choice (a new entry). Only what changed: the others stay as the URL has them then.
   */
  onChange: (change: Partial<Filters>, how: { replace: boolean }) => void;
}

/**
 * The order history's filter bar: number, from, to, status and (extension order-reference) the
 * dealer's reference. The texts are held while typed and handed on at each keystroke; a back/forward
 * or a clear puts the URL's values back into them.
 */
export function OrderFilters({
  filters,
  statuses,
  withReference,
  withJobs = false,
  withTracking = false,
  withVor = false,
  people,
  onChange,
}: OrderFiltersProps) {
  const { t } = useTranslation('account');
  const [number, setNumber] = useState(filters.number);
  const [ref, setRef] = useState(filters.ref);
  const [job, setJob] = useState(filters.job);
  useEffect(() => setNumber(filters.number), [filters.number]);
  useEffect(() => setRef(filters.ref), [filters.ref]);
  useEffect(() => setJob(filters.job), [filters.job]);
  // held as clicked while the router renders the new URL in a transition (the box answers the click at once)
  const [backorders, setBackorders] = useState(filters.backorders);
  useEffect(() => setBackorders(filters.backorders), [filters.backorders]);
  const [vor, setVor] = useState(filters.vor);
  useEffect(() => setVor(filters.vor), [filters.vor]);

  const text = (key: 'number' | 'ref' | 'job', value: string) => {
    const clean = cleanText(value);
    if (key === 'number') setNumber(clean);
    else if (key === 'job') setJob(clean);
    else setRef(clean);
    onChange({ [key]: clean }, { replace: true });
  };
  const choose = (key: 'from' | 'to' | 'status' | 'by', value: string) => onChange({ [key]: value }, { replace: false });

  return (
    <form role="search" aria-label={t('orders.filters.title')} className={styles.bar} onSubmit={(event) => event.preventDefault()}>
      <label className={styles.field}>
        <span>{t('orders.filters.number')}</span>
        <input
          type="search"
          inputMode="numeric"
          autoComplete="off"
          maxLength={FILTER_TEXT_MAX}
          value={number}
          onChange={(event) => text('number', event.target.value)}
        />
      </label>
      {withReference && (
        <label className={`${styles.field} ${styles.wide}`}>
          <span>{t('orders.filters.reference')}</span>
          <input
            type="search"
            autoComplete="off"
            maxLength={FILTER_TEXT_MAX}
            value={ref}
            onChange={(event) => text('ref', event.target.value)}
          />
        </label>
      )}
      {withJobs && (
        <label className={`${styles.field} ${styles.wide}`}>
          <span>{t('orders.filters.job')}</span>
          <input
            type="search"
            autoComplete="off"
            maxLength={FILTER_TEXT_MAX}
            value={job}
            onChange={(event) => text('job', event.target.value)}
          />
        </label>
      )}
      <label className={styles.field}>
        <span>{t('orders.filters.from')}</span>
        <input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => choose('from', event.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{t('orders.filters.to')}</span>
        <input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => choose('to', event.target.value)} />
      </label>
      <label className={styles.field}>
        <span>{t('orders.filters.status')}</span>
        <select value={filters.status} onChange={(event) => choose('status', event.target.value)}>
          <option value="">{t('orders.filters.anyStatus')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`, { defaultValue: status })}
            </option>
          ))}
        </select>
      </label>
      {withTracking && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={backorders === '1'}
            onChange={(event) => {
              const value = event.target.checked ? '1' : '';
              setBackorders(value);
              onChange({ backorders: value }, { replace: false });
            }}
          />
          <span>{t('orders.filters.backorders')}</span>
        </label>
      )}
      {withVor && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={vor === '1'}
            onChange={(event) => {
              const value = event.target.checked ? '1' : '';
              setVor(value);
              onChange({ vor: value }, { replace: false });
            }}
          />
          <span>{t('orders.filters.vor')}</span>
        </label>
      )}
      {people && (
        <label className={styles.field}>
          <span>{t('orders.filters.placedBy')}</span>
          <select value={filters.by} onChange={(event) => choose('by', event.target.value)}>
            <option value="">{t('orders.filters.anyone')}</option>
            {people.map((person) => (
              <option key={person} value={person}>
                {person}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button variant="secondary" className={styles.clear} onClick={() => onChange(NO_FILTERS, { replace: false })}>
        {t('orders.filters.clear')}
      </Button>
    </form>
  );
}

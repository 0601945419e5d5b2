import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, ROLES, type Role } from '@parts/contract/team';
import { Alert, Button, Spinner, formatDate, formatMoney, useLocale, useTeamRole } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { auditQuery, type AuditEvent } from './api/audit';
import styles from './team.module.css';
import { TeamOnly } from './TeamOnly';

/** Events on one page of the audit. */
export const AUDIT_PAGE_SIZE = 20;

/**
 * /my-account/audit (extension team): the Administrator sees who did what and when in the company
 * (orders placed, asked for, approved, rejected, withdrawn; employees invited, changed, removed),
 * newest first, paged, in the dealer's language. Anyone else is told it is the administrators'.
 */
export function AuditPage() {
  const { t } = useTranslation('account');
  return (
    <TeamOnly title={t('audit.title')} notOffered={t('employees.notOffered')}>
      <Audit />
    </TeamOnly>
  );
}

function Audit() {
  const { t } = useTranslation('account');
  const role = useTeamRole();
  return (
    <AccountLayout title={t('audit.title')}>
      {role === 'pending' ? (
        <Spinner label={t('audit.loading')} />
      ) : role === ROLES.administrator || role === null ? (
        // null: the role could not be read (notified); the API decides
        <AuditTable />
      ) : (
        <Alert kind="info">{t('audit.administratorsOnly')}</Alert>
      )}
    </AccountLayout>
  );
}

function AuditTable() {
  const { t, i18n } = useTranslation('account');
  const events = useApiQuery(auditQuery(useLocale()));
  const [page, setPage] = useState(0);
  if (events.isPending) return <Spinner label={t('audit.loading')} />;
  if (events.isError) return <LoadFailed message={t('audit.loadFailed')} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p>{t('audit.empty')}</p>;
  const pages = Math.ceil(events.data.length / AUDIT_PAGE_SIZE);
  const current = Math.min(page, pages - 1);
  const shown = events.data.slice(current * AUDIT_PAGE_SIZE, (current + 1) * AUDIT_PAGE_SIZE);
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="visually-hidden">
        {t('audit.events')}
      </h2>
      <table className={styles.audit}>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((event) => (
            <tr key={event.Id}>
              <td>{formatDate(event.At, i18n.language, true)}</td>
              <td>{event.Actor}</td>
              <td>
                {t(`audit.actions.${event.Action.replace('.', '_')}`)}: {event.Subject}
              </td>
              <td>{detail(event, (key) => t(key))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('audit.pages')}>
          <Button variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('audit.newer')}
          </Button>
          <span aria-live="polite">{t('audit.page', { page: current + 1, pages })}</span>
          <Button variant="secondary" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>
            {t('audit.older')}
          </Button>
        </nav>
      )}
    </section>
  );
}

const isRole = (text: string): text is Role => (ROLE_NAMES as readonly string[]).includes(text);

/** The event's detail in the dealer's language: roles by their names, sums as money, a comment as written. */
function detail(event: AuditEvent, t: (key: string) => string): string {
  const role = (text: string) => (isRole(text) ? t(`employees.roles.${text}`) : text);
  switch (event.Action) {
    case 'employee.invited':
      return role(event.Detail);
    case 'employee.role':
      return event.Detail.split(' → ').map(role).join(' → ');
    case 'employee.limit':
      return event.Detail === '' ? t('employees.noLimit') : money(event.Detail);
    case 'order.placed':
    case 'order.requested':
      return money(event.Detail);
    default:
      return event.Detail;
  }
}

const money = (text: string) => (text !== '' && Number.isFinite(Number(text)) ? formatMoney(Number(text)) : text);

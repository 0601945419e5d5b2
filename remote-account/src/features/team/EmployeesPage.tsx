import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, ROLES } from '@parts/contract/team';
import { Alert, ApiError, Button, Spinner, formatDate, formatMoney, notify, teamMeQuery, useLocale } from '@parts/shared-kernel';
import { useApiMutation, useApiQuery } from '@parts/shared-kernel/query';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { ServerErrors } from '../forms/ServerErrors';
import {
  changeRoleMutation,
  deactivateMutation,
  employeesQuery,
  inviteAgainMutation,
  inviteMutation,
  monthlyLimitMutation,
  reactivateMutation,
  removeMutation,
  type Employee,
  type Role,
} from './api/employees';
import styles from './team.module.css';
import { TeamOnly } from './TeamOnly';

/**
 * /my-account/team (extension team): the administrator invites employees (a link by e-mail in the
 * chosen language), changes their roles, deactivates, reactivates and removes them, and sees each
 * one's last sign-in. Anyone else is told the page is the administrators'.
 */
export function EmployeesPage() {
  const { t } = useTranslation('account');
  return (
    <TeamOnly title={t('employees.title')} notOffered={t('employees.notOffered')}>
      <Employees />
    </TeamOnly>
  );
}

function Employees() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const me = useApiQuery(teamMeQuery(locale));
  const isAdministrator = me.data?.Role === ROLES.administrator;
  return (
    <AccountLayout title={t('employees.title')}>
      {me.isPending ? (
        <Spinner label={t('employees.loading')} />
      ) : me.isError ? (
        <LoadFailed message={t('employees.loadFailed')} onRetry={() => void me.refetch()} />
      ) : isAdministrator ? (
        <>
          <InviteForm />
          <EmployeeList ownId={me.data.EmployeeId} />
        </>
      ) : (
        <Alert kind="info">{t('employees.administratorsOnly')}</Alert>
      )}
    </AccountLayout>
  );
}

function InviteForm() {
  const { t, i18n } = useTranslation('account');
  const invite = useApiMutation(inviteMutation);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>(ROLES.requester);
  const [language, setLanguage] = useState<'pl' | 'en'>(i18n.language === 'en' ? 'en' : 'pl');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await invite.mutateAsync({ Email: email, Name: name, Role: role, Language: language });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      return;
    }
    notify('success', { key: 'account:employees.invited', params: { email } });
    setEmail('');
    setName('');
  };
  return (
    <form className={styles.invite} onSubmit={(event) => void onSubmit(event)} aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('employees.invite')}</h2>
      <label>
        <span>{t('employees.email')}</span>
        <input type="email" required value={email} autoComplete="off" onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        <span>{t('employees.name')}</span>
        <input required value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <span>{t('employees.role')}</span>
        <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLE_NAMES.map((one) => (
            <option key={one} value={one}>
              {t(`employees.roles.${one}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('employees.language')}</span>
        <select value={language} onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'pl')}>
          <option value="pl">Polski</option>
          <option value="en">English</option>
        </select>
      </label>
      <ServerErrors errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={invite.isPending || email.trim() === '' || name.trim() === ''}>
          {t('employees.send')}
        </Button>
      </div>
    </form>
  );
}

/** How often the list is asked again while an invitation waits to be accepted. */
const INVITATIONS_POLL_MS = 30_000;

function EmployeeList({ ownId }: { ownId: number | null }) {
  const { t } = useTranslation('account');
  const people = useApiQuery({
    ...employeesQuery(useLocale()),
    // an invitation is accepted elsewhere (the employee's own browser): asked again while one waits
    refetchInterval: (query) => (query.state.data?.some((person) => person.Invited) ? INVITATIONS_POLL_MS : false),
  });
  if (people.isPending) return <Spinner label={t('employees.loading')} />;
  if (people.isError) return <LoadFailed message={t('employees.loadFailed')} onRetry={() => void people.refetch()} />;
  return (
    <section aria-labelledby="employees-heading" className={styles.section}>
      <h2 id="employees-heading">{t('employees.people')}</h2>
      <ul className={styles.list}>
        {people.data.map((person) => (
          <Person key={person.Id ?? 'company'} person={person} own={person.Id === ownId} />
        ))}
      </ul>
    </section>
  );
}

function Person({ person, own }: { person: Employee; own: boolean }) {
  const { t, i18n } = useTranslation('account');
  const changeRole = useApiMutation(changeRoleMutation);
  const deactivate = useApiMutation(deactivateMutation);
  const reactivate = useApiMutation(reactivateMutation);
  const remove = useApiMutation(removeMutation);
  const inviteAgain = useApiMutation(inviteAgainMutation);
  const [confirming, setConfirming] = useState(false);
  const id = person.Id;
  const state = person.Invited ? t('employees.invitedState') : person.Active ? t('employees.active') : t('employees.inactive');
  const done = (key: string) => () => notify('success', { key: `account:employees.${key}`, params: { name: person.Name } });
  return (
    <li className={styles.item} aria-label={person.Name}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('employees.name')}</dt>
          <dd>{person.Name}</dd>
        </div>
        <div>
          <dt>{t('employees.email')}</dt>
          <dd>{person.Email}</dd>
        </div>
        <div>
          <dt>{t('employees.state')}</dt>
          <dd>{state}</dd>
        </div>
        <div>
          <dt>{t('employees.lastSignIn')}</dt>
          <dd>{person.LastSignIn ? formatDate(person.LastSignIn, i18n.language, true) : t('employees.never')}</dd>
        </div>
        {person.Role === ROLES.buyer && (
          <div>
            <dt>{t('employees.monthlyLimit')}</dt>
            <dd>{person.MonthlyLimit === null ? t('employees.noLimit') : formatMoney(person.MonthlyLimit)}</dd>
          </div>
        )}
      </dl>
      {id === null || own ? (
        <p>{t(`employees.roles.${person.Role}`)}</p>
      ) : (
        <div className={styles.actions}>
          <label>
            <span className={styles.inlineLabel}>{t('employees.role')}</span>
            <select
              value={person.Role}
              disabled={changeRole.isPending}
              onChange={(event) =>
                void changeRole.mutateAsync({ id, role: event.target.value as Role }).then(done('roleChanged'), () => undefined)
              }
            >
              {ROLE_NAMES.map((one) => (
                <option key={one} value={one}>
                  {t(`employees.roles.${one}`)}
                </option>
              ))}
            </select>
          </label>
          {person.Invited && (
            <Button
              variant="secondary"
              disabled={inviteAgain.isPending}
              onClick={() =>
                void inviteAgain.mutateAsync({ id, language: i18n.language === 'en' ? 'en' : 'pl' }).then(
                  () => notify('success', { key: 'account:employees.linkSent', params: { email: person.Email } }),
                  () => undefined,
                )
              }
            >
              {t('employees.sendNewLink')}
            </Button>
          )}
          {person.Active ? (
            <Button variant="secondary" onClick={() => void deactivate.mutateAsync(id).then(done('deactivated'), () => undefined)}>
              {t('employees.deactivate')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void reactivate.mutateAsync(id).then(done('reactivated'), () => undefined)}>
              {t('employees.reactivate')}
            </Button>
          )}
          {confirming ? (
            <Button variant="secondary" onClick={() => void remove.mutateAsync(id).then(done('removed'), () => setConfirming(false))}>
              {t('employees.confirmRemove', { name: person.Name })}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('employees.remove')}
            </Button>
          )}
        </div>
      )}
      {id !== null && !own && person.Role === ROLES.buyer && <MonthlyLimitForm id={id} person={person} />}
    </li>
  );
}

/** A Buyer's monthly order limit: above it their orders wait for approval too; empty for none. */
function MonthlyLimitForm({ id, person }: { id: number; person: Employee }) {
  const { t } = useTranslation('account');
  const save = useApiMutation(monthlyLimitMutation);
  const [value, setValue] = useState(person.MonthlyLimit === null ? '' : String(person.MonthlyLimit));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const inputId = `limit-${id}`;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const text = value.trim().replace(',', '.');
    const limit = text === '' ? null : Number(text);
    if (limit !== null && (!Number.isFinite(limit) || limit < 0)) {
      setErrors({ MonthlyLimit: [t('employees.limitInvalid')] });
      return;
    }
    try {
      await save.mutateAsync({ id, limit });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      return;
    }
    notify('success', { key: 'account:employees.limitSaved', params: { name: person.Name } });
  };
  return (
    <form className={styles.limit} onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={inputId}>{t('employees.monthlyLimit')}</label>
      <input
        id={inputId}
        inputMode="decimal"
        value={value}
        placeholder={t('employees.noLimit')}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t('employees.saveLimit')}
      </Button>
      <span id={`${inputId}-hint`} className={styles.hint}>
        {t('employees.limitHint')}
      </span>
      <ServerErrors errors={errors} />
    </form>
  );
}

import type * as v from 'valibot';
import { ROLES, type Employee, type InviteRequest, type Role, type TeamMe } from '@parts/contract/team';
import { revokeOtherEmployeeSessions } from '../auth/sessions';
import { emailTaken, type StoredPassword } from '../data/customers';
import { recordAudit } from '../data/audit';
import { inTransaction, type Executor } from '../data/executor';
import { sessionsTable } from '../data/sessions';
import {
  companyEmployee,
  companyEmployees,
  companyLogin,
  deleteEmployee,
  employeeLogin,
  employeePassword,
  insertEmployee,
  insertEmployeeRecoveryToken,
  insertInvitation,
  purgeEmployeeRecoveryTokens,
  recoverableEmployee,
  recordCustomerSignIn,
  recordEmployeeSignIn,
  redeemEmployeeRecoveryToken,
  redeemInvitation,
  setEmployeePassword,
  updateCompanyLoginPerson,
  personName,
  updateEmployee,
  upgradeEmployeePasswordHash,
  voidEmployeeRecoveryTokens,
  voidInvitations,
  type EmployeeRow,
} from '../data/team';
import type { Language } from '../i18n/language';
import { Forbidden, NotFound, NotSignedIn, ValidationFailed } from './errors';
import { queueEmployeePasswordChanged, queueEmployeeRecoveryMail, queueInvitation, type MailContext } from './mail';

/**
 * The dealer's team (extension team, issue 41). A dealer account is a company; its own login is
 * the company's administrator (a session without an employee). The administrators invite
 * employees by e-mail (a one-time link valid 7 days), give and change their roles, deactivate
 * (every session of the employee ends in the same transaction: the next request of any instance is
 * refused), reactivate and remove them. Every change is scoped to the signed-in company: another
 * company's employee is not found.
 */

export { employeeLogin, employeePassword, recoverableEmployee, upgradeEmployeePasswordHash };

/** How long an invitation link works. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const EMAIL_TAKEN = 'The e-mail address is already registered.';
const NOT_YOURSELF = 'You cannot change your own account here.';
const ALREADY_ACCEPTED = 'The employee has already accepted the invitation.';

/** Who acts: the company and, for an employee, their id (null: the company's own login). */
export interface Actor {
  customerId: number;
  employeeId: number | null;
}

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

const roleOf = (value: string): Role => (value === ROLES.administrator || value === ROLES.buyer ? value : ROLES.requester);

const employeeOf = (row: EmployeeRow): Employee => ({
  Id: row.id,
  Name: row.name,
  Email: row.email,
  Phone: row.phone,
  Role: roleOf(row.role),
  Active: row.active,
  Invited: !row.accepted,
  LastSignIn: iso(row.lastSignInAt),
  MonthlyLimit: row.monthlyLimit,
});

/** The acting person as the audit names them: their id (null: the company's own login) and name now. */
export async function auditActor(db: Executor, actor: Actor): Promise<{ employeeId: number | null; name: string }> {
  return { employeeId: actor.employeeId, name: await personName(db, { customerId: actor.customerId, employeeId: actor.employeeId ?? 0 }) };
}

/** Records a change to an employee (extension team's audit), in the caller's transaction. */
async function auditEmployee(
  db: Executor,
  actor: Actor,
  action: 'employee.invited' | 'employee.role' | 'employee.limit' | 'employee.deactivated' | 'employee.reactivated' | 'employee.removed',
  employee: { name: string; email: string },
  at: number,
  detail = '',
): Promise<void> {
  await recordAudit(db, {
    customerId: actor.customerId,
    at,
    actor: await auditActor(db, actor),
    action,
    subject: `${employee.name} <${employee.email}>`,
    detail,
  });
}

/** The company's people: its own login (the administrator, first) and its employees. */
export async function listTeam(db: Executor, customerId: number): Promise<Employee[]> {
  const login = await companyLogin(db, customerId);
  if (!login) throw new NotSignedIn();
  const owner: Employee = {
    Id: null,
    Name: [login.firstName, login.lastName].filter(Boolean).join(' '),
    Email: login.email,
    Phone: login.phone,
    Role: ROLES.administrator,
    Active: true,
    Invited: false,
    LastSignIn: iso(login.lastSignInAt),
    MonthlyLimit: null,
  };
  return [owner, ...(await companyEmployees(db, customerId)).map(employeeOf)];
}

export type Invitation = v.InferOutput<typeof InviteRequest>;

/**
 * Invites an employee into the signed-in company: the employee, the invitation (its token's
 * hash) and the mail with the link in the chosen language, in one transaction. The e-mail address
 * must sign in nobody yet (a customer or an employee of any company).
 */
export async function inviteEmployee(
  db: Executor,
  actor: Actor,
  invitation: Invitation,
  token: { token: string; hash: string },
  language: Language,
  mail: MailContext,
): Promise<Employee> {
  const { customerId } = actor;
  return inTransaction(db, async (trx) => {
    if (await emailTaken(trx, invitation.Email)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
    const login = await companyLogin(trx, customerId);
    if (!login) throw new NotSignedIn();
    const id = await insertEmployee(trx, {
      customerId,
      email: invitation.Email,
      name: invitation.Name,
      phone: invitation.Phone,
      role: invitation.Role,
      invitedAt: mail.now,
    });
    await insertInvitation(trx, {
      tokenHash: token.hash,
      employeeId: id,
      createdAt: mail.now,
      expiresAt: mail.now + INVITATION_LIFETIME_MS,
    });
    const company = login.company || [login.firstName, login.lastName].filter(Boolean).join(' ');
    await queueInvitation(trx, { email: invitation.Email, name: invitation.Name, company, token: token.token }, language, mail);
    const employee = await companyEmployee(trx, customerId, id);
    if (!employee) throw new NotFound();
    await auditEmployee(trx, actor, 'employee.invited', employee, mail.now, employee.role);
    return employeeOf(employee);
  });
}

/**
 * A new invitation link for an employee who has not set a password yet (an expired or lost link):
 * the older links stop working; mailed in `language`. 400 when the invitation was accepted.
 */
export async function inviteAgain(
  db: Executor,
  actor: Actor,
  employeeId: number,
  token: { token: string; hash: string },
  language: Language,
  mail: MailContext,
): Promise<Employee> {
  return inTransaction(db, async (trx) => {
    const employee = await otherEmployee(trx, actor, employeeId);
    if (employee.accepted) throw ValidationFailed.field('Id', ALREADY_ACCEPTED);
    const login = await companyLogin(trx, actor.customerId);
    if (!login) throw new NotSignedIn();
    await voidInvitations(trx, employeeId, mail.now);
    await insertInvitation(trx, { tokenHash: token.hash, employeeId, createdAt: mail.now, expiresAt: mail.now + INVITATION_LIFETIME_MS });
    const company = login.company || [login.firstName, login.lastName].filter(Boolean).join(' ');
    await queueInvitation(trx, { email: employee.email, name: employee.name, company, token: token.token }, language, mail);
    return employeeOf(employee);
  });
}

/** The employee of the company the administrator changes: NotFound when not of this company; not the administrator themselves. */
async function otherEmployee(db: Executor, actor: Actor, employeeId: number): Promise<EmployeeRow> {
  if (actor.employeeId === employeeId) throw new Forbidden(NOT_YOURSELF);
  const employee = await companyEmployee(db, actor.customerId, employeeId);
  if (!employee) throw new NotFound();
  return employee;
}

/** Changes an employee's role and (when given; null removes it) their monthly order limit; each change audited. */
export async function changeRole(
  db: Executor,
  actor: Actor,
  employeeId: number,
  change: { role: Role; monthlyLimit?: number | null },
  now: number,
): Promise<Employee> {
  return inTransaction(db, async (trx) => {
    const before = await otherEmployee(trx, actor, employeeId);
    await updateEmployee(trx, actor.customerId, employeeId, { role: change.role, monthlyLimit: change.monthlyLimit });
    if (before.role !== change.role) await auditEmployee(trx, actor, 'employee.role', before, now, `${before.role} → ${change.role}`);
    if (change.monthlyLimit !== undefined && change.monthlyLimit !== before.monthlyLimit)
      await auditEmployee(trx, actor, 'employee.limit', before, now, change.monthlyLimit === null ? '' : String(change.monthlyLimit));
    return employeeOf((await companyEmployee(trx, actor.customerId, employeeId)) ?? throwNotFound());
  });
}

/** Deactivates an employee: every session of theirs is revoked in the same transaction (refused from the next request on, on every instance). */
export async function deactivateEmployee(db: Executor, actor: Actor, employeeId: number, now: number): Promise<Employee> {
  return inTransaction(db, async (trx) => {
    const employee = await otherEmployee(trx, actor, employeeId);
    await updateEmployee(trx, actor.customerId, employeeId, { active: false });
    await sessionsTable(trx).revokeAllOfEmployee(employeeId, now);
    // a "Forgot password?" link mailed before stays dead after a reactivation too
    await voidEmployeeRecoveryTokens(trx, employeeId, now);
    await auditEmployee(trx, actor, 'employee.deactivated', employee, now);
    return employeeOf((await companyEmployee(trx, actor.customerId, employeeId)) ?? throwNotFound());
  });
}

export async function reactivateEmployee(db: Executor, actor: Actor, employeeId: number, now: number): Promise<Employee> {
  return inTransaction(db, async (trx) => {
    const employee = await otherEmployee(trx, actor, employeeId);
    await updateEmployee(trx, actor.customerId, employeeId, { active: true });
    await auditEmployee(trx, actor, 'employee.reactivated', employee, now);
    return employeeOf((await companyEmployee(trx, actor.customerId, employeeId)) ?? throwNotFound());
  });
}

/** Removes an employee: their sessions, invitations and cart go with them (their orders and lists keep their name). */
export async function removeEmployee(db: Executor, actor: Actor, employeeId: number, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const employee = await otherEmployee(trx, actor, employeeId);
    await deleteEmployee(trx, actor.customerId, employeeId);
    await auditEmployee(trx, actor, 'employee.removed', employee, now);
  });
}

function throwNotFound(): never {
  throw new NotFound();
}

/**
 * Sets the invited employee's password with the token of the link, once: the token is used by the
 * UPDATE inside the transaction that sets the password. False when the token is unknown, used,
 * expired, or its employee deactivated or removed.
 */
export async function acceptInvitation(db: Executor, tokenHash: string, password: StoredPassword, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const employeeId = await redeemInvitation(trx, tokenHash, now);
    if (employeeId === undefined) return false;
    await setEmployeePassword(trx, employeeId, password);
    return true;
  });
}

/** Records a sign-in (the employee list's last sign-in). */
export async function recordSignIn(db: Executor, actor: Actor, at: number): Promise<void> {
  if (actor.employeeId === null) await recordCustomerSignIn(db, actor.customerId, at);
  else await recordEmployeeSignIn(db, actor.employeeId, at);
}

/** The signed-in person and their role. */
export async function teamMe(db: Executor, actor: Actor, role: Role): Promise<TeamMe> {
  if (actor.employeeId === null) {
    const login = await companyLogin(db, actor.customerId);
    if (!login) throw new NotSignedIn();
    return {
      EmployeeId: null,
      Name: [login.firstName, login.lastName].filter(Boolean).join(' '),
      Email: login.email,
      Phone: login.phone,
      Role: role,
    };
  }
  const employee = await companyEmployee(db, actor.customerId, actor.employeeId);
  if (!employee) throw new NotSignedIn();
  return { EmployeeId: employee.id, Name: employee.name, Email: employee.email, Phone: employee.phone, Role: role };
}

/** The signed-in person changes their own name and phone (the company's data stays the administrator's). */
export async function changeMe(db: Executor, actor: Actor, role: Role, person: { name: string; phone: string }): Promise<TeamMe> {
  if (actor.employeeId === null) {
    const [firstName = '', ...rest] = person.name.split(/\s+/);
    await updateCompanyLoginPerson(db, actor.customerId, { firstName, lastName: rest.join(' '), phone: person.phone });
  } else {
    await updateEmployee(db, actor.customerId, actor.employeeId, { name: person.name, phone: person.phone });
  }
  return teamMe(db, actor, role);
}

/** An employee's new password: every other session of theirs ends (the one of `authorization` stays). */
export async function changeEmployeePassword(
  db: Executor,
  employeeId: number,
  password: StoredPassword,
  authorization: string | undefined,
  now: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await setEmployeePassword(trx, employeeId, password);
    await revokeOtherEmployeeSessions(sessionsTable(trx), employeeId, authorization, now);
  });
}

/**
 * "Forgot password?" for an employee (extension team): saves a recovery token (its hash) of the
 * employee, dropping the dead ones of every employee, and queues the mail with the link to their
 * own address, in one transaction (the link is mailed exactly when its token was stored).
 */
export async function startEmployeeRecovery(
  db: Executor,
  employee: { id: number; email: string; name: string },
  token: { token: string; hash: string; expiresAt: number },
  language: Language,
  mail: MailContext,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await purgeEmployeeRecoveryTokens(trx, mail.now);
    await insertEmployeeRecoveryToken(trx, { tokenHash: token.hash, employeeId: employee.id, expiresAt: token.expiresAt }, mail.now);
    await queueEmployeeRecoveryMail(trx, employee, language, token.token, mail);
  });
}

/**
 * Sets an employee's own password with the token of their recovery link, once (the UPDATE that
 * uses the token is inside the transaction that sets the password); every session of theirs ends,
 * their other links die and they get a notice. The company's login and the other employees are
 * untouched. False when the token is invalid, expired, not this address's, or the employee was
 * deactivated or removed meanwhile.
 */
export async function recoverEmployeePassword(
  db: Executor,
  tokenHash: string,
  email: string,
  password: StoredPassword,
  language: Language,
  mail: MailContext,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const employeeId = await redeemEmployeeRecoveryToken(trx, tokenHash, email, mail.now);
    if (employeeId === undefined) return false;
    await setEmployeePassword(trx, employeeId, password);
    await voidEmployeeRecoveryTokens(trx, employeeId, mail.now);
    await sessionsTable(trx).revokeAllOfEmployee(employeeId, mail.now);
    const employee = await recoverableEmployee(trx, email);
    if (employee) await queueEmployeePasswordChanged(trx, employee, language, mail);
    return true;
  });
}

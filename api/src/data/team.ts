import type { Executor } from '../db/database';
import type { StoredPassword } from './customers';

/**
 * The dealer's team (extension team, migration 41): a company's invited employees, their one-time
 * invitation links and their sign-ins. E-mail addresses compare without case, as the customers'.
 */

export interface EmployeeRow {
  id: number;
  customerId: number;
  email: string;
  name: string;
  phone: string;
  role: string;
  active: boolean;
  /** Whether the invitation was accepted (a password is set). */
  accepted: boolean;
  lastSignInAt: number | null;
  /** A Buyer's monthly order limit (null: none). */
  monthlyLimit: number | null;
}

const COLUMNS = [
  'id',
  'customer_id',
  'email',
  'name',
  'phone',
  'role',
  'active',
  'password_hash',
  'last_sign_in_at',
  'monthly_limit',
] as const;

interface Row {
  id: number;
  customer_id: number;
  email: string;
  name: string;
  phone: string;
  role: string;
  active: number;
  password_hash: string | null;
  last_sign_in_at: number | null;
  monthly_limit: number | null;
}

const employeeOfRow = (row: Row): EmployeeRow => ({
  id: row.id,
  customerId: row.customer_id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  role: row.role,
  active: Number(row.active) === 1,
  accepted: row.password_hash !== null,
  lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
  monthlyLimit: row.monthly_limit === null ? null : Number(row.monthly_limit),
});

/** The company's employees, in the order they were invited. */
export async function companyEmployees(db: Executor, customerId: number): Promise<EmployeeRow[]> {
  const rows = await db.selectFrom('employees').select(COLUMNS).where('customer_id', '=', customerId).orderBy('id').execute();
  return rows.map(employeeOfRow);
}

/** One employee of the company; undefined when there is none of that id in this company. */
export async function companyEmployee(db: Executor, customerId: number, employeeId: number): Promise<EmployeeRow | undefined> {
  const row = await db
    .selectFrom('employees')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row && employeeOfRow(row);
}

export async function insertEmployee(
  db: Executor,
  employee: { customerId: number; email: string; name: string; phone: string; role: string; invitedAt: number },
): Promise<number> {
  const row = await db
    .insertInto('employees')
    .values({
      customer_id: employee.customerId,
      email: employee.email,
      name: employee.name,
      phone: employee.phone,
      role: employee.role,
      active: 1,
      invited_at: employee.invitedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an employee of the company; false when there is none of that id in this company. */
export async function updateEmployee(
  db: Executor,
  customerId: number,
  employeeId: number,
  change: { role?: string; active?: boolean; name?: string; phone?: string; monthlyLimit?: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('employees')
    .set({
      ...(change.role !== undefined && { role: change.role }),
      ...(change.active !== undefined && { active: change.active ? 1 : 0 }),
      ...(change.name !== undefined && { name: change.name }),
      ...(change.phone !== undefined && { phone: change.phone }),
      ...(change.monthlyLimit !== undefined && { monthly_limit: change.monthlyLimit }),
    })
    .where('customer_id', '=', customerId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes an employee of the company (their sessions, invitations and cart go with them); false when there is none. */
export async function deleteEmployee(db: Executor, customerId: number, employeeId: number): Promise<boolean> {
  await db.deleteFrom('cart_items').where('customer_id', '=', customerId).where('employee_id', '=', employeeId).execute();
  const result = await db.deleteFrom('employees').where('customer_id', '=', customerId).where('id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertInvitation(
  db: Executor,
  invitation: { tokenHash: string; employeeId: number; createdAt: number; expiresAt: number },
) {
  await db
    .insertInto('employee_invitations')
    .values({
      token_hash: invitation.tokenHash,
      employee_id: invitation.employeeId,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** Every unused invitation of an employee void (a newer one was sent). */
export async function voidInvitations(db: Executor, employeeId: number, now: number): Promise<void> {
  await db
    .updateTable('employee_invitations')
    .set({ used_at: now })
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses an invitation: the UPDATE that sets used_at takes it (of two requests with one link, one
 * gets it); the employee's id, or undefined when the token is unknown, used or expired, or its
 * employee has been deactivated.
 */
export async function redeemInvitation(db: Executor, tokenHash: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('employee_invitations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('employee_id', 'in', (eb) => eb.selectFrom('employees').select('id').where('active', '=', 1))
    .returning('employee_id')
    .executeTakeFirst();
  return row?.employee_id;
}

export async function setEmployeePassword(db: Executor, employeeId: number, password: StoredPassword): Promise<void> {
  await db
    .updateTable('employees')
    .set({ password_hash: password.hash, password_salt: password.salt, password_params: password.params })
    .where('id', '=', employeeId)
    .execute();
}

/** A hash made at an older cost made again (only when it is still the one that was checked). */
export async function upgradeEmployeePasswordHash(db: Executor, employeeId: number, old: StoredPassword, upgraded: StoredPassword) {
  await db
    .updateTable('employees')
    .set({ password_hash: upgraded.hash, password_salt: upgraded.salt, password_params: upgraded.params })
    .where('id', '=', employeeId)
    .where('password_hash', '=', old.hash)
    .execute();
}

/** An active employee who has set a password, by e-mail (a sign-in), with the stored password. */
export async function employeeLogin(
  db: Executor,
  email: string,
): Promise<{ id: number; customerId: number; password: StoredPassword } | undefined> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'customer_id', 'password_hash', 'password_salt', 'password_params'])
    .where('email', '=', email)
    .where('active', '=', 1)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  if (!row || row.password_hash === null || row.password_salt === null || row.password_params === null) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    password: { hash: row.password_hash, salt: row.password_salt, params: row.password_params },
  };
}

/** An employee's stored password (to check it before a change). */
export async function employeePassword(db: Executor, employeeId: number): Promise<{ email: string; password: StoredPassword } | undefined> {
  const row = await db
    .selectFrom('employees')
    .select(['email', 'password_hash', 'password_salt', 'password_params'])
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!row || row.password_hash === null || row.password_salt === null || row.password_params === null) return undefined;
  return { email: row.email, password: { hash: row.password_hash, salt: row.password_salt, params: row.password_params } };
}

export async function recordEmployeeSignIn(db: Executor, employeeId: number, at: number): Promise<void> {
  await db.updateTable('employees').set({ last_sign_in_at: at }).where('id', '=', employeeId).execute();
}

export async function recordCustomerSignIn(db: Executor, customerId: number, at: number): Promise<void> {
  await db.updateTable('customers').set({ last_sign_in_at: at }).where('id', '=', customerId).execute();
}

/** The company's own login as the employee list shows it: its contact, name and last sign-in. */
export async function companyLogin(
  db: Executor,
  customerId: number,
): Promise<
  { email: string; firstName: string; lastName: string; phone: string; company: string; lastSignInAt: number | null } | undefined
> {
  const row = await db
    .selectFrom('customers')
    .select(['email', 'first_name', 'last_name', 'phone', 'company', 'last_sign_in_at'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return (
    row && {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      company: row.company,
      lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
    }
  );
}

/** Changes the company's own login's name and phone (its profile as a person). */
export async function updateCompanyLoginPerson(
  db: Executor,
  customerId: number,
  person: { firstName: string; lastName: string; phone: string },
) {
  await db
    .updateTable('customers')
    .set({ first_name: person.firstName, last_name: person.lastName, phone: person.phone })
    .where('id', '=', customerId)
    .execute();
}

/** The name of a person of the company (a cart's owner): the employee's, or for 0 the company's own login's. */
export async function personName(db: Executor, owner: { customerId: number; employeeId: number }): Promise<string> {
  if (owner.employeeId !== 0) {
    const row = await db.selectFrom('employees').select('name').where('id', '=', owner.employeeId).executeTakeFirst();
    return row?.name ?? '';
  }
  const row = await db.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', owner.customerId).executeTakeFirst();
  return row ? [row.first_name, row.last_name].filter(Boolean).join(' ') : '';
}

/**
 * An employee "Forgot password?" may mail a link to (extension team): active, with a password of
 * their own (an invitation not accepted yet is the administrator's to send again), by e-mail.
 */
export async function recoverableEmployee(db: Executor, email: string): Promise<{ id: number; email: string; name: string } | undefined> {
  return db
    .selectFrom('employees')
    .select(['id', 'email', 'name'])
    .where('email', '=', email)
    .where('active', '=', 1)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
}

/** A new recovery token of the employee; their older ones are void from now on (only the newest link works). */
export async function insertEmployeeRecoveryToken(
  db: Executor,
  token: { tokenHash: string; employeeId: number; expiresAt: number },
  now: number,
): Promise<void> {
  await voidEmployeeRecoveryTokens(db, token.employeeId, now);
  await db
    .insertInto('employee_recovery_tokens')
    .values({ token_hash: token.tokenHash, employee_id: token.employeeId, expires_at: token.expiresAt })
    .execute();
}

/**
 * Uses a live recovery token sent to this e-mail address of an active employee, in one UPDATE that
 * succeeds once however many requests race: the employee, or undefined when the token is unknown,
 * used, void, expired, not this address's, or its employee deactivated. Call inside the
 * transaction that sets the password.
 */
export async function redeemEmployeeRecoveryToken(
  db: Executor,
  tokenHash: string,
  email: string,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('employee_recovery_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('employee_id', 'in', (eb) => eb.selectFrom('employees').select('id').where('email', '=', email).where('active', '=', 1))
    .returning('employee_id')
    .executeTakeFirst();
  return row?.employee_id;
}

/** Every recovery token of the employee void (a newer link, a new password, a deactivation). */
export async function voidEmployeeRecoveryTokens(db: Executor, employeeId: number, now: number): Promise<void> {
  await db
    .updateTable('employee_recovery_tokens')
    .set({ used_at: now })
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .execute();
}

/** Employees' recovery tokens that can no longer be used (expired, used or void) are deleted. */
export async function purgeEmployeeRecoveryTokens(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('employee_recovery_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}

import type { Customer } from '@parts/contract/customer';
import { dialectOf, inTransaction, type Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { customerAddresses } from './addresses';

/** A stored password: scrypt hash, salt and the cost it was made with (see auth/passwords). */
export interface StoredPassword {
  hash: string;
  salt: string;
  params: string;
}

interface PasswordColumns {
  password_hash: string;
  password_salt: string;
  password_params: string;
}

const storedPassword = (row: PasswordColumns): StoredPassword => ({
  hash: row.password_hash,
  salt: row.password_salt,
  params: row.password_params,
});

export interface NewCustomer {
  email: string;
  password: StoredPassword;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  vatNumber: string;
  newsletter: boolean;
}

export interface ProfileChange {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  vatNumber: string;
  /** Unchanged when undefined. */
  newsletter?: boolean;
  billingAddressId?: number;
  shippingAddressId?: number;
}

/** The customers table: accounts, profiles, passwords and password-recovery tokens. E-mail addresses compare without case (COLLATE NOCASE, CITEXT). */
export async function customerByEmail(
  db: Executor,
  email: string,
): Promise<{ id: number; email: string; password: StoredPassword } | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'email', 'password_hash', 'password_salt', 'password_params'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, password: storedPassword(row) };
}

/** A customer's e-mail address and stored password (to check the current password before a change). */
export async function customerCredentials(
  db: Executor,
  customerId: number,
): Promise<{ email: string; password: StoredPassword } | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['email', 'password_hash', 'password_salt', 'password_params'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row && { email: row.email, password: storedPassword(row) };
}

/** How a mail addresses the customer: the e-mail address and the name. */
export interface CustomerContact {
  email: string;
  firstName: string;
  lastName: string;
}

/** The customer's contact; undefined for an unknown customer. */
export async function customerContact(db: Executor, customerId: number): Promise<CustomerContact | undefined> {
  const row = await db.selectFrom('customers').select(['email', 'first_name', 'last_name']).where('id', '=', customerId).executeTakeFirst();
  return row && { email: row.email, firstName: row.first_name, lastName: row.last_name };
}

export async function insertCustomer(db: Executor, customer: NewCustomer): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({
      email: customer.email,
      password_hash: customer.password.hash,
      password_salt: customer.password.salt,
      password_params: customer.password.params,
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
      company: customer.company,
      vat_number: customer.vatNumber,
      newsletter: customer.newsletter ? 1 : 0,
      created_on: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setDefaultAddresses(
  db: Executor,
  customerId: number,
  billingAddressId: number | null,
  shippingAddressId: number | null,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ billing_address_id: billingAddressId, shipping_address_id: shippingAddressId })
    .where('id', '=', customerId)
    .execute();
}

export async function updateProfile(db: Executor, customerId: number, change: ProfileChange): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      email: change.email,
      first_name: change.firstName,
      last_name: change.lastName,
      phone: change.phone,
      company: change.company,
      vat_number: change.vatNumber,
      ...(change.newsletter !== undefined && { newsletter: change.newsletter ? 1 : 0 }),
      ...(change.billingAddressId !== undefined && { billing_address_id: change.billingAddressId }),
      ...(change.shippingAddressId !== undefined && { shipping_address_id: change.shippingAddressId }),
    })
    .where('id', '=', customerId)
    .execute();
}

export async function setPassword(db: Executor, customerId: number, password: StoredPassword): Promise<void> {
  await db
    .updateTable('customers')
    .set({ password_hash: password.hash, password_salt: password.salt, password_params: password.params })
    .where('id', '=', customerId)
    .execute();
}

/** Replaces a password hash by one made at today's cost, unless the password changed meanwhile. */
export async function upgradePasswordHash(db: Executor, customerId: number, old: StoredPassword, upgraded: StoredPassword): Promise<void> {
  await db
    .updateTable('customers')
    .set({ password_hash: upgraded.hash, password_salt: upgraded.salt, password_params: upgraded.params })
    .where('id', '=', customerId)
    .where('password_hash', '=', old.hash)
    .execute();
}

/** A new recovery token; the customer's older ones are void from now on (only the newest link works). */
export async function insertRecoveryToken(
  db: Executor,
  tokenHash: string,
  customerId: number,
  now: number,
  expiresAt: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await voidRecoveryTokens(trx, customerId, now);
    await trx
      .insertInto('password_recovery_tokens')
      .values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt })
      .execute();
  });
}

/**
 * Uses a live (unused, unexpired) recovery token sent to this e-mail address, in one UPDATE that
 * succeeds once however many requests race: the customer, or undefined when the token is unknown,
 * used, void, expired or not this address's. Call inside the transaction that sets the password.
 */
export async function redeemRecoveryToken(db: Executor, tokenHash: string, email: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('password_recovery_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('customer_id', '=', (eb) => eb.selectFrom('customers').select('id').where('email', '=', email))
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id;
}

/** Every recovery token of the customer void (after a password change). */
export async function voidRecoveryTokens(db: Executor, customerId: number, now: number): Promise<void> {
  await db
    .updateTable('password_recovery_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}

/** Recovery tokens that can no longer be used (expired, used or void) are deleted. */
export async function purgeRecoveryTokens(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('password_recovery_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}

export async function deleteAddress(db: Executor, customerId: number, addressId: number): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', addressId).where('customer_id', '=', customerId).execute();
}

export async function loadCustomer(db: Executor, customerId: number, language: Language): Promise<Customer | undefined> {
  const row = await db
    .selectFrom('customers')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'phone',
      'company',
      'vat_number',
      'newsletter',
      'discount_percent',
      'billing_address_id',
      'shipping_address_id',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    Id: row.id,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Phone: row.phone,
    Company: row.company,
    VatNumber: row.vat_number,
    Newsletter: row.newsletter === 1,
    Discount: row.discount_percent,
    Addresses: await customerAddresses(db, customerId, language),
    BillingAddress: row.billing_address_id,
    ShippingAddress: row.shipping_address_id,
  };
}

/** True when another customer already uses the e-mail address (compared without case). */
export async function emailTaken(db: Executor, email: string, exceptCustomerId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', exceptCustomerId)
    .executeTakeFirst();
  if (row !== undefined) return true;
  // an employee's login (extension team) is taken too: one e-mail address signs in one person
  const employee = await db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirst();
  return employee !== undefined;
}

/**
 * Locks the customer's row until the transaction `trx` ends (PostgreSQL: SELECT ... FOR UPDATE), so
 * that transactions of one customer run one after the other (SQLite runs one transaction at a time
 * anyway), and answers what an order needs of the customer: the discount and the contact.
 */
export async function lockCustomer(
  trx: Executor,
  customerId: number,
): Promise<{ discountPercent: number; contact: CustomerContact } | undefined> {
  const row = await trx
    .selectFrom('customers')
    .select(['discount_percent', 'email', 'first_name', 'last_name'])
    .where('id', '=', customerId)
    .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  return (
    row && { discountPercent: row.discount_percent, contact: { email: row.email, firstName: row.first_name, lastName: row.last_name } }
  );
}

/** Extension backorders: whether the company orders beyond the stock (migration 57). */
export async function acceptsBackorders(db: Executor, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('accept_backorders').where('id', '=', customerId).executeTakeFirst();
  return row?.accept_backorders === 1;
}

export async function setAcceptsBackorders(db: Executor, customerId: number, accept: boolean): Promise<void> {
  await db
    .updateTable('customers')
    .set({ accept_backorders: accept ? 1 : 0 })
    .where('id', '=', customerId)
    .execute();
}

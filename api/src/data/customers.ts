import type { Customer } from '@parts/contract/customer';
import type { Sql } from '../db/sql';
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

const storedPassword = (row: PasswordColumns): StoredPassword => ({ hash: row.password_hash, salt: row.password_salt, params: row.password_params });

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

/** The customers table: accounts, profiles, passwords and password-recovery tokens. */
export function customerByEmail(sql: Sql, email: string): { id: number; email: string; password: StoredPassword } | undefined {
  const row = sql.one<{ id: number; email: string } & PasswordColumns>(
    'SELECT id, email, password_hash, password_salt, password_params FROM customers WHERE email = ?',
    [email],
  );
  return row && { id: row.id, email: row.email, password: storedPassword(row) };
}

/** A customer's e-mail address and stored password (to check the current password before a change). */
export function customerCredentials(sql: Sql, customerId: number): { email: string; password: StoredPassword } | undefined {
  const row = sql.one<{ email: string } & PasswordColumns>(
    'SELECT email, password_hash, password_salt, password_params FROM customers WHERE id = ?',
    [customerId],
  );
  return row && { email: row.email, password: storedPassword(row) };
}

export function insertCustomer(sql: Sql, customer: NewCustomer): number {
  return sql.run(
    `INSERT INTO customers (email, password_hash, password_salt, password_params, first_name, last_name, phone, company, vat_number, newsletter, created_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      customer.email,
      customer.password.hash,
      customer.password.salt,
      customer.password.params,
      customer.firstName,
      customer.lastName,
      customer.phone,
      customer.company,
      customer.vatNumber,
      customer.newsletter ? 1 : 0,
      new Date().toISOString(),
    ],
  ).id;
}

export function setDefaultAddresses(sql: Sql, customerId: number, billingAddressId: number, shippingAddressId: number): void {
  sql.run('UPDATE customers SET billing_address_id = ?, shipping_address_id = ? WHERE id = ?', [
    billingAddressId,
    shippingAddressId,
    customerId,
  ]);
}

export function updateProfile(sql: Sql, customerId: number, change: ProfileChange): void {
  sql.run(
    `UPDATE customers SET email = @email, first_name = @first_name, last_name = @last_name, phone = @phone,
       company = @company, vat_number = @vat_number, newsletter = COALESCE(@newsletter, newsletter),
       billing_address_id = COALESCE(@billing, billing_address_id), shipping_address_id = COALESCE(@shipping, shipping_address_id)
     WHERE id = @id`,
    {
      id: customerId,
      email: change.email,
      first_name: change.firstName,
      last_name: change.lastName,
      phone: change.phone,
      company: change.company,
      vat_number: change.vatNumber,
      newsletter: change.newsletter === undefined ? null : change.newsletter ? 1 : 0,
      billing: change.billingAddressId ?? null,
      shipping: change.shippingAddressId ?? null,
    },
  );
}

export function setPassword(sql: Sql, customerId: number, password: StoredPassword): void {
  sql.run('UPDATE customers SET password_hash = ?, password_salt = ?, password_params = ? WHERE id = ?', [
    password.hash,
    password.salt,
    password.params,
    customerId,
  ]);
}

/** Replaces a password hash by one made at today's cost, unless the password changed meanwhile. */
export function upgradePasswordHash(sql: Sql, customerId: number, old: StoredPassword, upgraded: StoredPassword): void {
  sql.run('UPDATE customers SET password_hash = ?, password_salt = ?, password_params = ? WHERE id = ? AND password_hash = ?', [
    upgraded.hash,
    upgraded.salt,
    upgraded.params,
    customerId,
    old.hash,
  ]);
}

/** A new recovery token; the customer's older ones are void from now on (only the newest link works). */
export function insertRecoveryToken(sql: Sql, tokenHash: string, customerId: number, now: number, expiresAt: number): void {
  sql.transaction(() => {
    sql.run('UPDATE password_recovery_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL', [now, customerId]);
    sql.run('INSERT INTO password_recovery_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)', [tokenHash, customerId, expiresAt]);
  });
}

/**
 * Uses a live (unused, unexpired) recovery token sent to this e-mail address, in one UPDATE that
 * succeeds once however many requests race: the customer, or undefined when the token is unknown,
 * used, void, expired or not this address's. Call inside the transaction that sets the password.
 */
export function redeemRecoveryToken(sql: Sql, tokenHash: string, email: string, now: number): number | undefined {
  return sql.one<{ customer_id: number }>(
    `UPDATE password_recovery_tokens SET used_at = @now
     WHERE token_hash = @token AND used_at IS NULL AND expires_at > @now
       AND customer_id = (SELECT id FROM customers WHERE email = @email)
     RETURNING customer_id`,
    { token: tokenHash, email, now },
  )?.customer_id;
}

/** Every recovery token of the customer void (after a password change). */
export function voidRecoveryTokens(sql: Sql, customerId: number, now: number): void {
  sql.run('UPDATE password_recovery_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL', [now, customerId]);
}

/** Recovery tokens that can no longer be used (expired, used or void) are deleted. */
export function purgeRecoveryTokens(sql: Sql, now: number): void {
  sql.run('DELETE FROM password_recovery_tokens WHERE expires_at <= ? OR used_at IS NOT NULL', [now]);
}

export function deleteAddress(sql: Sql, customerId: number, addressId: number): void {
  sql.run('DELETE FROM addresses WHERE id = ? AND customer_id = ?', [addressId, customerId]);
}

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  vat_number: string;
  newsletter: number;
  discount_percent: number;
  billing_address_id: number | null;
  shipping_address_id: number | null;
}

export function loadCustomer(sql: Sql, customerId: number, language: Language): Customer | undefined {
  const row = sql.one<CustomerRow>('SELECT * FROM customers WHERE id = ?', [customerId]);
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
    Addresses: customerAddresses(sql, customerId, language),
    BillingAddress: row.billing_address_id,
    ShippingAddress: row.shipping_address_id,
  };
}

/** True when another customer already uses the e-mail address (compared without case). */
export function emailTaken(sql: Sql, email: string, exceptCustomerId = 0): boolean {
  return sql.one('SELECT 1 FROM customers WHERE email = ? AND id <> ?', [email, exceptCustomerId]) !== undefined;
}

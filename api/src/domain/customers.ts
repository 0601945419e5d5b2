import type * as v from 'valibot';
import type { Customer, RegistrationRequest } from '@parts/contract/customer';
import { revokeOtherSessions } from '../auth/sessions';
import { customerAddress, insertAddress, updateAddress, type AddressFields } from '../data/addresses';
import {
  customerByEmail,
  customerContact,
  customerCredentials,
  deleteAddress,
  emailTaken,
  insertCustomer,
  insertRecoveryToken,
  loadCustomer,
  purgeRecoveryTokens,
  redeemRecoveryToken,
  setDefaultAddresses,
  setPassword,
  updateProfile,
  upgradePasswordHash,
  voidRecoveryTokens,
  type ProfileChange,
  type StoredPassword,
} from '../data/customers';
import { inTransaction, type Executor } from '../data/executor';
import { sessionsTable } from '../data/sessions';
import { forgetDevicesOf } from '../data/known-devices';
import type { Language } from '../i18n/language';
import { NotFound, NotSignedIn, ValidationFailed } from './errors';
import { queueEmailChanged, queuePasswordChanged, queueRecoveryMail, type MailContext } from './mail';
import { checkCountryAndState } from './state-provinces';

/** Customers: accounts, profiles, addresses, passwords and their recovery (the routes in routes/customer.ts, addresses.ts, user.ts). */

export type { StoredPassword } from '../data/customers';
export { customerByEmail, customerCredentials, upgradePasswordHash };

const EMAIL_TAKEN = 'The e-mail address is already registered.';

/** The customer with addresses; NotSignedIn when the account is gone. */
export async function getCustomer(db: Executor, customerId: number, language: Language): Promise<Customer> {
  const customer = await loadCustomer(db, customerId, language);
  if (!customer) throw new NotSignedIn();
  return customer;
}

/** What a registration asks for (its password is hashed by the route, see checkRegistration). */
export type Registration = Omit<v.InferOutput<typeof RegistrationRequest>, 'Password'>;

/** Checks a registration before its password is hashed (the hash is slow on purpose): a taken e-mail, an unknown country or state. */
export async function checkRegistration(db: Executor, registration: Registration): Promise<void> {
  if (await emailTaken(db, registration.Email)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
  await checkCountryAndState(db, registration.CountryId, registration.StateProvinceId, { country: 'CountryId', state: 'StateProvinceId' });
}

/**
 * A new customer and their address (billing and shipping address at once), in one transaction that
 * checks the e-mail again: of two registrations racing with one address, one succeeds.
 */
export async function registerCustomer(db: Executor, registration: Registration, password: StoredPassword): Promise<number> {
  return inTransaction(db, async (trx) => {
    if (await emailTaken(trx, registration.Email)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
    const customerId = await insertCustomer(trx, {
      email: registration.Email,
      password,
      firstName: registration.FirstName,
      lastName: registration.LastName,
      phone: registration.Phone,
      company: registration.Company,
      vatNumber: registration.VatNumber,
      newsletter: registration.Newsletter,
    });
    const addressId = await insertAddress(trx, customerId, {
      FirstName: registration.FirstName,
      LastName: registration.LastName,
      Company: registration.Company,
      VatNumber: registration.VatNumber,
      CountryId: registration.CountryId,
      StateProvinceId: registration.StateProvinceId,
      City: registration.City,
      Address1: registration.StreetAddress,
      Address2: registration.StreetAddress2,
      ZipPostalCode: registration.ZipPostalCode,
      PhoneNumber: registration.Phone,
      FaxNumber: '',
      Email: registration.Email,
    });
    await setDefaultAddresses(trx, customerId, addressId, addressId);
    return customerId;
  });
}

/** Checks a profile change: the e-mail not another customer's, the default addresses the customer's own. */
export async function checkProfileChange(
  db: Executor,
  customerId: number,
  change: { Email: string; BillingAddress?: number; ShippingAddress?: number },
): Promise<void> {
  if (await emailTaken(db, change.Email, customerId)) throw ValidationFailed.field('Email', EMAIL_TAKEN);
  for (const addressId of [change.BillingAddress, change.ShippingAddress]) {
    if (addressId !== undefined && !(await customerAddress(db, customerId, addressId, 'en'))) throw new NotFound();
  }
}

/** Saves the profile; a new e-mail address is told to the old one (its notice queued in the same transaction). */
export async function changeProfile(
  db: Executor,
  customerId: number,
  change: ProfileChange,
  language: Language,
  mail: MailContext,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await customerContact(trx, customerId);
    if (!before) throw new NotSignedIn();
    await updateProfile(trx, customerId, change);
    if (before.email.toLowerCase() !== change.email.toLowerCase())
      await queueEmailChanged(trx, customerId, language, before.email, change.email, mail);
  });
}

/**
 * A new password (at `mail.now`): older recovery links stop working, every other session ends
 * (the one with `authorization` stays) and the customer gets a notice, in one transaction.
 */
export async function changePassword(
  db: Executor,
  customerId: number,
  password: StoredPassword,
  authorization: string | undefined,
  language: Language,
  mail: MailContext,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await setPassword(trx, customerId, password);
    await voidRecoveryTokens(trx, customerId, mail.now);
    await revokeOtherSessions(sessionsTable(trx), customerId, authorization, mail.now);
    // a new password: no browser is trusted by the old one's sign-ins any more
    await forgetDevicesOf(trx, customerId);
    await queuePasswordChanged(trx, customerId, language, mail);
  });
}

export interface Recovery {
  customerId: number;
  /** The secret of the link (mailed) and its hash (stored). */
  token: string;
  tokenHash: string;
  expiresAt: number;
}

/**
 * Saves a recovery token (its hash) of the customer, dropping the expired ones of everybody, and
 * queues the mail with the link (sent at `mail.now`), in one transaction: the link is mailed
 * exactly when its token was stored.
 */
export async function startRecovery(db: Executor, recovery: Recovery, language: Language, mail: MailContext): Promise<void> {
  await inTransaction(db, async (trx) => {
    await purgeRecoveryTokens(trx, mail.now);
    await insertRecoveryToken(trx, recovery.tokenHash, recovery.customerId, mail.now, recovery.expiresAt);
    await queueRecoveryMail(trx, recovery.customerId, language, recovery.token, mail);
  });
}

/**
 * Sets a new password with a recovery token, once: the token is used by the UPDATE that sets
 * used_at, inside the transaction that sets the password (of two requests racing with one link,
 * one succeeds); every session ends and the customer gets a notice. False when the token is
 * invalid or expired.
 */
export async function recoverPassword(
  db: Executor,
  tokenHash: string,
  email: string,
  password: StoredPassword,
  language: Language,
  mail: MailContext,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const customerId = await redeemRecoveryToken(trx, tokenHash, email, mail.now);
    if (customerId === undefined) return false;
    await setPassword(trx, customerId, password);
    await voidRecoveryTokens(trx, customerId, mail.now);
    await sessionsTable(trx).revokeAllOf(customerId, mail.now);
    await forgetDevicesOf(trx, customerId);
    await queuePasswordChanged(trx, customerId, language, mail);
    return true;
  });
}

/** The customer's address; NotFound when it is not theirs. */
async function ownAddress(db: Executor, customerId: number, addressId: number, language: Language) {
  const address = await customerAddress(db, customerId, addressId, language);
  if (!address) throw new NotFound();
  return address;
}

const checkedFields = async (db: Executor, fields: AddressFields): Promise<AddressFields> => {
  await checkCountryAndState(db, fields.CountryId, fields.StateProvinceId, { country: 'CountryId', state: 'StateProvinceId' });
  return fields;
};

export async function addAddress(db: Executor, customerId: number, fields: AddressFields, language: Language) {
  return ownAddress(db, customerId, await insertAddress(db, customerId, await checkedFields(db, fields)), language);
}

export async function changeAddress(db: Executor, customerId: number, addressId: number, fields: AddressFields, language: Language) {
  await ownAddress(db, customerId, addressId, language);
  await updateAddress(db, customerId, addressId, await checkedFields(db, fields));
  return ownAddress(db, customerId, addressId, language);
}

export async function removeAddress(db: Executor, customerId: number, addressId: number, language: Language): Promise<void> {
  await ownAddress(db, customerId, addressId, language);
  await deleteAddress(db, customerId, addressId);
}

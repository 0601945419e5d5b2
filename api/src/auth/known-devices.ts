import type { Executor } from '../data/executor';
import { forgetStaleDevices, isKnownDevice, rememberDevice } from '../data/known-devices';
import { hashSecret, newSecret } from './sessions';

/**
 * Known devices (OWASP's "device cookies" against lockout by strangers): a correct sign-in gives
 * the browser a random device cookie (httpOnly, sent to the login alone), kept in the database as
 * its SHA-256 with its customer (known_devices, migration 25). A sign-in that carries the cookie of
 * one of that customer's devices is held only by the failures made with that cookie; strangers
 * elsewhere, whatever they fail, stay held per account and per address (auth/login-throttle.ts). A
 * cookie is bound to its customer (another account's sign-in with it counts as a stranger's), is
 * forgotten after a while unused, and every one of a customer's is forgotten when the password is
 * changed or recovered.
 */
const DEVICE_COOKIE = 'parts_device';
/** The path the cookie is sent to: the login, nothing else. */
const DEVICE_COOKIE_PATH = '/api/user/login';
/** How long a device stays known after its last sign-in. */
const KNOWN_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;
/** The most devices a customer keeps known (the least recently used are forgotten first). */
const KNOWN_DEVICES_MAX = 20;

/**
 * The Set-Cookie header of a device cookie: sent back to the login alone, never read by a script,
 * never sent by another site's page, over HTTPS only when the shop is opened over HTTPS.
 */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${KNOWN_DEVICE_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The device cookie of a Cookie request header (its value as sent: a device token needs no decoding). */
export function deviceCookieOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === DEVICE_COOKIE) return value.join('=').trim();
  }
  return undefined;
}

/** A cookie of a length a device token has (32 random bytes, base64url), else nothing to look up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The known device a sign-in comes from: the hash of its cookie when the cookie is one of this
 * customer's devices, used within KNOWN_DEVICE_MS; undefined for anyone else.
 */
export async function knownDevice(
  db: Executor,
  cookie: string | undefined,
  customerId: number | undefined,
  now: number,
): Promise<string | undefined> {
  if (cookie === undefined || customerId === undefined || !TOKEN.test(cookie)) return undefined;
  const tokenHash = hashSecret(cookie);
  return (await isKnownDevice(db, tokenHash, customerId, now - KNOWN_DEVICE_MS)) ? tokenHash : undefined;
}

/**
 * After a correct password: the known device is used again now; any other browser becomes a known
 * device (answers the cookie to set). The customer's stale devices are forgotten on the way.
 */
export async function signedInOnDevice(
  db: Executor,
  customerId: number,
  deviceHash: string | undefined,
  now: number,
): Promise<string | undefined> {
  await forgetStaleDevices(db, customerId, now - KNOWN_DEVICE_MS, KNOWN_DEVICES_MAX);
  if (deviceHash !== undefined) {
    await rememberDevice(db, deviceHash, customerId, now);
    return undefined;
  }
  const { token, hash } = newSecret();
  await rememberDevice(db, hash, customerId, now);
  return token;
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

/** scrypt with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await derive(password, Buffer.from(stored.salt, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash to compare against when the e-mail is unknown, so both cases take the same time. */
export const UNKNOWN_USER_HASH: PasswordHash = {
  hash: '0'.repeat(KEY_LENGTH * 2),
  salt: '0'.repeat(32),
};

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HashingThreads } from './hashing-threads';

const KEY_LENGTH = 64;

/** scrypt's cost: N (CPU and memory, a power of two), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): 128 MiB and about 0.3 s per hash. */
export const PRODUCTION_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** Node's default cost, which every hash made before the parameters were stored has (see migration 9). */
export const LEGACY_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/** A stored password: the scrypt hash, its salt and the cost it was made with ('N=131072,r=8,p=1'). */
export interface PasswordHash {
  hash: string;
  salt: string;
  params: string;
}

export function costText(cost: ScryptCost): string {
  return `N=${cost.N},r=${cost.r},p=${cost.p}`;
}

export function costOf(params: string): ScryptCost {
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(params);
  if (!match) throw new Error(`unknown password parameters: ${params}`);
  return { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
}

function derive(threads: HashingThreads, password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told
  return threads.scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r });
}

/**
 * scrypt with a fresh 16-byte salt per password, at one cost for new hashes (production: OWASP's;
 * tests lower it). Each hash keeps the cost it was made with, so a hash made at an older cost is
 * still verified and is replaced at the next login (`isOutdated`). The hashing runs on threads of
 * its own (auth/hashing-threads.ts), never on libuv's pool, so sign-ins do not hold up file reads.
 */
export class Passwords {
  /** A hash to compare against when the e-mail is unknown, so both cases take the same time. */
  readonly unknownUser: PasswordHash;

  constructor(
    readonly cost: ScryptCost = PRODUCTION_COST,
    private readonly threads: HashingThreads = new HashingThreads(),
  ) {
    this.unknownUser = { hash: '0'.repeat(KEY_LENGTH * 2), salt: '0'.repeat(32), params: costText(cost) };
  }

  async hash(password: string): Promise<PasswordHash> {
    const salt = randomBytes(16);
    const key = await derive(this.threads, password, salt, this.cost);
    return { hash: key.toString('hex'), salt: salt.toString('hex'), params: costText(this.cost) };
  }

  async matches(password: string, stored: PasswordHash): Promise<boolean> {
    const expected = Buffer.from(stored.hash, 'hex');
    const actual = await derive(this.threads, password, Buffer.from(stored.salt, 'hex'), costOf(stored.params));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Made at another cost than today's: hash the password again while it is at hand (at login). */
  isOutdated(stored: PasswordHash): boolean {
    return stored.params !== costText(this.cost);
  }

  /** Ends the hashing threads (the server's close). */
  close(): Promise<void> {
    return this.threads.close();
  }
}

import { isIPv6 } from 'node:net';
import { countAttempt, forgetAttempts, rememberSignIn, signedInFrom, uncountAttempts, type BudgetUse } from '../data/login-attempts';
import type { Executor } from '../data/executor';
import { TooManyAttempts } from '../domain/errors';

export interface ThrottleLimits {
  /** Failed logins of one account from one client address (IPv6: its /64) before the delays begin. */
  perPair: number;
  /**
   * Failed logins of one account from addresses it has not signed in from lately before the delays
   * begin (softer: an address it signed in from within `knownAddressMs` is not held by it).
   */
  perAccount: number;
  /** Failed logins from one client address, over all accounts, before the delays begin (spraying). */
  perAddress: number;
  /** How long a failed login is remembered. */
  windowMs: number;
  /** The wait after the first failure beyond a budget's free ones; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long an address an account signed in from stays its known address. */
  knownAddressMs: number;
}

const MINUTE = 60 * 1000;

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = {
  perPair: 5,
  perAccount: 10,
  perAddress: 30,
  windowMs: 60 * MINUTE,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * MINUTE,
  knownAddressMs: 30 * 24 * 60 * MINUTE,
};

const tooManyAttempts = (retryAfterSeconds: number): TooManyAttempts =>
  new TooManyAttempts('Too many login attempts. Try again later.', retryAfterSeconds);

/**
 * The wait a budget imposes before its next attempt (ms from now, 0: none): nothing while its
 * failures within the window are fewer than its free ones, then firstDelayMs after the latest
 * failure, doubled with each further failure, at most maxDelayMs.
 */
export function delayOf(use: BudgetUse, free: number, limits: ThrottleLimits, now: number): number {
  if (use.count < free || use.latest === null) return 0;
  const delay = Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** Math.min(use.count - free, 30));
  return Math.max(0, use.latest + delay - now);
}

/**
 * The budget key of a client address: an IPv4 address as it is (also when written IPv4-mapped),
 * an IPv6 address by its /64, since one client holds a whole /64.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One attempt counted before the password is checked; settled once the answer is known. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/**
 * Login throttling after OWASP ASVS 4.0 2.2.1 (anti-automation that does not let anyone lock a
 * customer out): failed logins are counted in the database (login_attempts, migration 14), so
 * every instance of the API counts against the same budgets, in three budgets:
 *
 * - the account from one client address (the pair): a guesser's own budget, wherever it is;
 * - the account from any address it has not signed in from lately: softer, it does not hold the
 *   account's own recent addresses (login_addresses, migration 17), so a stranger's failures
 *   elsewhere never keep the dealer out of the shop from the office;
 * - the client address over all accounts: spraying one password over many accounts.
 *
 * Past its free failures a budget asks for a wait before the next attempt that doubles with each
 * further failure (firstDelayMs ... maxDelayMs): a 429 with Retry-After, the seconds left. No hard
 * lockout: the dealer who waits may try again, a guesser gets a few dozen tries an hour at most.
 * An attempt is counted before the password is verified, and the check and the count are one
 * locked step (data/login-attempts.ts), so a burst of parallel guesses, on one instance or spread
 * over several, gets no more tries than the budgets allow. The right password takes its attempt
 * back, forgets the failures of that account from that address and makes the address known.
 *
 * A sign-in from one of the account's known devices (a browser holding the device cookie a correct
 * sign-in gave it: auth/known-devices.ts) answers to a fourth budget, that device's own, instead:
 * strangers anywhere, behind the dealer's NAT included, cannot keep him out of his own browser.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Executor,
    private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /**
   * Counts an attempt, or throws 429 (with Retry-After seconds) while a budget asks for a wait. With
   * `knownDevice` (the hash of the cookie of one of this account's devices, auth/known-devices.ts)
   * the attempt answers to that device's own budget alone: strangers' failures, from any address,
   * do not hold it, and its own failures (perPair free) hold only it.
   */
  async attempt(email: string, address: string, now = Date.now(), knownDevice?: string): Promise<Attempt> {
    const limits = this.limits;
    const account = `account:${email.toLowerCase()}`;
    const from = addressKey(address);
    const pair = `pair:${from} ${email.toLowerCase()}`;
    let keys: string[];
    let free: number[];
    if (knownDevice !== undefined) {
      keys = [`device:${knownDevice}`];
      free = [limits.perPair];
    } else {
      const known = await signedInFrom(this.db, account, from, now - limits.knownAddressMs);
      // a known address answers to its pair budget alone; the account's and the address's failures are counted all the same
      keys = [pair, account, `address:${from}`];
      free = [limits.perPair, known ? Infinity : limits.perAccount, known ? Infinity : limits.perAddress];
    }
    const counted = await countAttempt(this.db, keys, now, limits.windowMs, (uses) => {
      const wait = Math.max(0, ...uses.map((use, index) => delayOf(use, free[index] ?? 0, limits, now)));
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : undefined;
    });
    if ('refused' in counted) throw tooManyAttempts(counted.refused);
    return {
      succeeded: async () => {
        await uncountAttempts(this.db, counted.ids);
        // the device's own failures, or the pair's; a known device leaves the pair's to the stranger who made them
        await forgetAttempts(this.db, keys[0]!);
        await rememberSignIn(this.db, account, from, now, now - limits.knownAddressMs);
      },
    };
  }
}

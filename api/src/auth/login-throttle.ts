import { isIPv6 } from 'node:net';
import { countAttempt, forgetAttempts, uncountAttempts } from '../data/login-attempts';
import type { Executor } from '../data/executor';
import { TooManyAttempts } from '../domain/errors';

export interface ThrottleLimits {
  /** Login attempts allowed per e-mail address within the window (a successful one does not count). */
  perAccount: number;
  /** Login attempts allowed per client address (IPv6: per /64) within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };

export const tooManyAttempts = (retryAfterSeconds: number): TooManyAttempts =>
  new TooManyAttempts('Too many login attempts. Try again later.', retryAfterSeconds);

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
 * Login attempts per account and per client address in a sliding window, counted in the database
 * (login_attempts, migration 14), so that every instance of the API counts against the same
 * budgets. An attempt is counted before the password is verified, and the check and the count are
 * one locked step (data/login-attempts.ts), so a burst of parallel guesses, on one instance or
 * spread over several, gets no more tries than the limit; while an account or an address is over
 * its limit every attempt, the right password too, answers 429 with the seconds until the oldest
 * counted attempt leaves the window.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Executor,
    private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Counts an attempt, or throws 429 (with Retry-After seconds) when the account or the address is over its limit. */
  async attempt(email: string, address: string, now = Date.now()): Promise<Attempt> {
    const account = `account:${email.toLowerCase()}`;
    const keys = [account, `address:${addressKey(address)}`];
    const limits = [this.limits.perAccount, this.limits.perAddress];
    const { windowMs } = this.limits;
    const counted = await countAttempt(this.db, keys, now, windowMs, (uses) => {
      const over = uses.find((use, index) => use.count >= (limits[index] ?? 0));
      return over && Math.max(1, Math.ceil(((over.oldest ?? now) + windowMs - now) / 1000));
    });
    if ('refused' in counted) throw tooManyAttempts(counted.refused);
    return {
      // the right password: the account starts afresh and this attempt leaves the address's count
      succeeded: async () => {
        await forgetAttempts(this.db, account);
        await uncountAttempts(this.db, counted.ids.slice(1));
      },
    };
  }
}

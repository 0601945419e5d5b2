import { isIPv6 } from 'node:net';
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
 * Login attempts per account and per client address in a sliding window (in memory: one
 * instance; a multi-instance deployment keeps these counters in the shared store). An attempt is
 * counted before the password is verified, so a burst of parallel guesses gets no more tries than
 * the limit; while an account or an address is over its limit every attempt, the right password
 * too, answers 429 with the seconds until the oldest counted attempt leaves the window.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {}

  private recent(key: string, now: number): number[] {
    const times = (this.attempts.get(key) ?? []).filter((time) => now - time < this.limits.windowMs);
    if (times.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, times);
    return times;
  }

  private retryAfter(times: number[], now: number): number {
    return Math.max(1, Math.ceil((times[0]! + this.limits.windowMs - now) / 1000));
  }

  /** Counts an attempt, or throws 429 (with Retry-After seconds) when the account or the address is over its limit. */
  async attempt(email: string, address: string, now = Date.now()): Promise<Attempt> {
    const keys = [`account:${email.toLowerCase()}`, `address:${addressKey(address)}`] as const;
    const limits = [this.limits.perAccount, this.limits.perAddress];
    keys.forEach((key, index) => {
      const times = this.recent(key, now);
      if (times.length >= limits[index]!) throw tooManyAttempts(this.retryAfter(times, now));
    });
    for (const key of keys) this.attempts.set(key, [...this.recent(key, now), now]);
    return {
      // the right password: the account starts afresh and this attempt leaves the address's count
      succeeded: async () => {
        this.attempts.delete(keys[0]);
        const times = this.attempts.get(keys[1]) ?? [];
        const index = times.indexOf(now);
        if (index >= 0) times.splice(index, 1);
      },
    };
  }
}

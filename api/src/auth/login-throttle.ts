import { TooManyAttempts } from '../domain/errors';

export interface ThrottleLimits {
  /** Failed logins allowed per e-mail address within the window. */
  perAccount: number;
  /** Failed logins allowed per client address within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };

export const tooManyAttempts = (): TooManyAttempts => new TooManyAttempts('Too many login attempts. Try again later.');

/**
 * Counts failed logins per account and per client address in a sliding window (in memory:
 * one instance; a multi-instance deployment would keep these counters in the shared store).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.limits.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Throws 429 when the account or the address has failed too often lately. */
  check(email: string, address: string, now = Date.now()): void {
    if (this.recent(`account:${email.toLowerCase()}`, now).length >= this.limits.perAccount) throw tooManyAttempts();
    if (this.recent(`address:${address}`, now).length >= this.limits.perAddress) throw tooManyAttempts();
  }

  fail(email: string, address: string, now = Date.now()): void {
    for (const key of [`account:${email.toLowerCase()}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  succeed(email: string): void {
    this.failures.delete(`account:${email.toLowerCase()}`);
  }
}

/**
 * Readiness (GET /ready): whether this instance should be sent traffic. The database check is
 * built in (ops/health-routes.ts); further checks (the mail outbox, say) are added to the server's
 * Readiness (`app.readiness.add(name, check)`, in buildServer where the database is at hand). Every check runs at each probe, in parallel, each bounded by its timeout; a
 * check still running from an earlier probe is awaited again rather than started twice, so probes of
 * an unreachable dependency never pile up.
 */

/** What a check may report beside ok: small numbers or words for the operator, never a secret. */
export type CheckDetail = Readonly<Record<string, string | number | boolean | null>>;

export interface CheckOutcome {
  ok: boolean;
  /** Shown in the /ready answer as it is: counts, ages, names; nothing secret, nothing long. */
  detail?: CheckDetail;
}

/** A check: resolves with its outcome; a throw (or its timeout) counts as not ok. */
export type ReadinessCheck = () => Promise<CheckOutcome>;

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: CheckDetail;
  /** Why a check failed, in words fit for the answer (the error itself goes to the log). */
  error?: string;
}

export interface ReadinessReport {
  ready: boolean;
  checks: CheckResult[];
}

const DEFAULT_CHECK_TIMEOUT_MS = 2000;

interface Registered {
  check: ReadinessCheck;
  timeoutMs: number;
  running?: Promise<CheckOutcome>;
}

class CheckTimedOut extends Error {}

/** The checks of one server (buildServer makes one; `app.readiness` is it). */
export class Readiness {
  private readonly checks = new Map<string, Registered>();

  constructor(private readonly onError: (name: string, error: unknown) => void = () => undefined) {}

  /** Adds a check under a name of its own (letters, digits, -, _); a name registered twice is a mistake. */
  add(name: string, check: ReadinessCheck, options: { timeoutMs?: number } = {}): void {
    if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`readiness check name ${JSON.stringify(name)}: letters, digits, - and _ only`);
    if (this.checks.has(name)) throw new Error(`readiness check ${name} is registered already`);
    this.checks.set(name, { check, timeoutMs: options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS });
  }

  names(): string[] {
    return [...this.checks.keys()];
  }

  async run(): Promise<ReadinessReport> {
    const checks = await Promise.all([...this.checks].map(([name, registered]) => this.runOne(name, registered)));
    return { ready: checks.every((check) => check.ok), checks };
  }

  private async runOne(name: string, registered: Registered): Promise<CheckResult> {
    if (!registered.running) {
      const running = Promise.resolve().then(registered.check);
      registered.running = running;
      // cleared when it settles, whether or not a probe still waits for it
      void running
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          if (registered.running === running) registered.running = undefined;
        });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new CheckTimedOut()), registered.timeoutMs);
    });
    try {
      const outcome = await Promise.race([registered.running, timeout]);
      return { name, ok: outcome.ok, ...(outcome.detail && { detail: outcome.detail }) };
    } catch (error) {
      if (error instanceof CheckTimedOut) return { name, ok: false, error: `no answer within ${registered.timeoutMs} ms` };
      this.onError(name, error);
      return { name, ok: false, error: 'failed (see the log)' };
    } finally {
      clearTimeout(timer);
    }
  }
}

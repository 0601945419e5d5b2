import { randomUUID } from 'node:crypto';
import type { Executor } from '../data/executor';
import { claimDueMail, deleteSentMail, giveUpMail, retryMailLater, type ClaimedMail } from '../data/outbox';
import type { MailTransport } from './transport';
import { notTakenForGood } from './webhook';

/**
 * The outbox's worker, one in each API process: it claims the messages that are due
 * (data/outbox.ts: FOR UPDATE SKIP LOCKED on PostgreSQL, so instances claiming at once each get
 * other rows and every message is sent by one of them), sends them, deletes what went and puts
 * off what did not, with exponential backoff, until it gives up. An SMTP server that is down
 * delays mail and loses none: the rows wait in the database.
 *
 * It runs when woken (after a request wrote a message) and every `pollMs` (the retries that came
 * due, messages another instance wrote, rows of a worker that died while holding them).
 */

export interface RetryPolicy {
  /** The wait after the first failed attempt; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** Attempts in all before the message is given up on. */
  attempts: number;
}

/** 30 s, 1, 2, 4 ... minutes, at most an hour apart: 12 attempts over about 8 hours. */
const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, attempts: 12 };

/** The wait after `attempts` failed attempts. */
const backoffMs = (policy: RetryPolicy, attempts: number): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));

/** What the worker writes to the log (pino's shape, as Fastify's logger has it). */
export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Executor;
  transport: MailTransport;
  log: MailLog;
  /** The clock of due times and claims (epoch ms): the server's, which tests move. */
  clock: () => number;
  retry?: RetryPolicy;
  /** How often the outbox is looked at without being woken (default 5 s). */
  pollMs?: number;
  /** How long a claim holds: longer than sending a batch can take (the SMTP timeouts are 10-30 s a message). */
  claimMs?: number;
  /** Messages claimed at once. */
  batch?: number;
}

/** An SMTP answer that will not change by trying again (5xx: no such mailbox, refused). */
const permanent = (error: unknown): boolean => {
  const code =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? Number((error as { responseCode: unknown }).responseCode)
      : NaN;
  return code >= 500 && code < 600;
};

/** What the log and the row keep of an error: its message, short, on one line. */
const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

export class MailWorker {
  private readonly retry: RetryPolicy;
  private readonly pollMs: number;
  private readonly claimMs: number;
  private readonly batch: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private closed = false;

  constructor(private readonly options: MailWorkerOptions) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.pollMs = options.pollMs ?? 5_000;
    this.claimMs = options.claimMs ?? 5 * 60_000;
    this.batch = options.batch ?? 5;
  }

  /** Starts: a first run at once (messages left from before), then one every pollMs. */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.wake();
  }

  /** Runs soon (a request just wrote a message); a run under way is followed by another. */
  wake(): void {
    if (!this.started || this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.runUntilIdle().finally(() => {
      this.running = undefined;
      if (this.closed) return;
      if (this.again) {
        this.again = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), this.pollMs);
      this.timer.unref();
    });
  }

  /** Stops polling and waits for the run under way (a message being sent is finished). */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Runs now, whatever the state: what a test or an operator's tool asks. Resolves with the messages sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return sent;
      for (const mail of claimed.mails) if (await this.deliver(mail, claimed.token)) sent += 1;
      if (this.closed) return sent;
    }
  }

  private async runUntilIdle(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      // the database is away (a restart, a network cut): the rows wait, the next poll tries again
      this.options.log.error({ err: describeError(error) }, 'mail outbox: the worker could not read the outbox');
    }
  }

  private async claim(): Promise<{ token: string; mails: ClaimedMail[]; length: number }> {
    const now = this.options.clock();
    const token = randomUUID();
    const mails = await claimDueMail(this.options.db, { token, now, claimedUntil: now + this.claimMs, limit: this.batch });
    return { token, mails, length: mails.length };
  }

  private async deliver(mail: ClaimedMail, token: string): Promise<boolean> {
    const { db, transport, log, clock } = this.options;
    try {
      const { file } = await transport.send({
        id: mail.id,
        kind: mail.kind,
        createdAt: mail.createdAt,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachment: mail.attachment,
      });
      await deleteSentMail(db, mail.id, token);
      // the file, never the message: it may hold a recovery link
      if (file) log.warn({ mailId: mail.id, kind: mail.kind, file }, 'mail written to a file (no SMTP_URL configured)');
      else log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
      return true;
    } catch (error) {
      const reason = describeError(error);
      const now = clock();
      if (permanent(error) || notTakenForGood(error) || mail.attempts >= this.retry.attempts) {
        await giveUpMail(db, mail.id, token, now, reason);
        log.error({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: reason }, 'mail given up on');
      } else {
        const nextAttemptAt = now + backoffMs(this.retry, mail.attempts);
        await retryMailLater(db, mail.id, token, nextAttemptAt, reason);
        log.warn(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, nextAttemptAt: new Date(nextAttemptAt).toISOString(), err: reason },
          'mail not sent; trying again later',
        );
      }
      return false;
    }
  }
}

import { dialectOf, type Executor } from '../db/database';

/**
 * The mail outbox (migration 16): messages written in the transaction of what they tell about,
 * sent later by the worker of any API instance (mail/worker.ts). A row is pending until it is
 * sent (then deleted) or given up on (failed_at set, kept for the operator).
 */

/** A message as the domain composed it. */
export interface NewMail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** A file sent with it (an offer's PDF, extension saved-offers). */
  attachment?: MailAttachment | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message a worker claimed: it alone sends it until `claimedUntil` (then another may claim it again). */
export interface ClaimedMail extends NewMail {
  id: number;
  createdAt: number;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** The outbox's state for readiness and metrics. */
export interface OutboxState {
  /** Messages not yet sent and not given up on (due, waiting for a retry or being sent). */
  pending: number;
  /** Seconds since the oldest pending message was written (0 with none pending). */
  oldestPendingAgeSeconds: number;
  /** Messages the worker gave up on (attempts used up, or refused for good by the SMTP server). */
  failed: number;
}

/** Writes a message to send as soon as a worker gets to it (call inside the transaction of what it tells about). */
export async function insertMail(db: Executor, mail: NewMail, now: number): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachment_name: mail.attachment ? `${mail.attachment.contentType};${mail.attachment.filename}` : null,
      attachment: mail.attachment ? mail.attachment.content.toString('base64') : null,
      created_at: now,
      next_attempt_at: now,
    })
    .execute();
}

/**
 * Claims up to `limit` due messages (pending, their next attempt due, nobody's live claim) for
 * `token` until `claimedUntil`, counting the attempt, in one statement. On PostgreSQL the rows are
 * picked FOR UPDATE SKIP LOCKED: workers of several instances claiming at once each get other rows
 * and none waits for another. SQLite runs one write at a time, so the statement is the claim.
 */
export async function claimDueMail(
  db: Executor,
  claim: { token: string; now: number; claimedUntil: number; limit: number },
): Promise<ClaimedMail[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(claim.limit);
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ claim_token: claim.token, claimed_until: claim.claimedUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due)
    // a row another worker claimed between the pick and the update (PostgreSQL re-reads it) is not taken
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]))
    .returning(['id', 'kind', 'recipient', 'subject', 'text_body', 'html_body', 'created_at', 'attempts', 'attachment_name', 'attachment'])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      createdAt: row.created_at,
      attempts: row.attempts,
      attachment: attachmentOf(row.attachment_name, row.attachment),
    }))
    .sort((a, b) => a.id - b.id);
}

/** The stored attachment: `type;name` and Base64 bytes. */
function attachmentOf(name: string | null, content: string | null): MailAttachment | undefined {
  if (name === null || content === null) return undefined;
  const cut = name.indexOf(';');
  return { contentType: name.slice(0, cut), filename: name.slice(cut + 1), content: Buffer.from(content, 'base64') };
}

/** A message sent: its row goes (with the link or token it held). Only the claim's holder may. */
export async function deleteSentMail(db: Executor, id: number, token: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).where('claim_token', '=', token).execute();
}

/** A failed attempt: the message waits until `nextAttemptAt`, its claim released. */
export async function retryMailLater(db: Executor, id: number, token: string, nextAttemptAt: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nextAttemptAt, claim_token: null, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** The worker gives up on a message: it stays, with the time and the last error, for the operator. */
export async function giveUpMail(db: Executor, id: number, token: string, failedAt: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ failed_at: failedAt, claim_token: null, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/**
 * Pending and given-up mails, and the age of the oldest pending one, in one query. The calls to the
 * ERP's webhook (kind `webhook.*`) are left out: an ERP that is away must not make the shop unready.
 */
export async function outboxState(db: Executor, now: number): Promise<OutboxState> {
  const row = await db
    .selectFrom('mail_outbox')
    .where('kind', 'not like', 'webhook.%')
    .select((eb) => [
      eb.fn.sum<number | null>(eb.case().when('failed_at', 'is', null).then(1).else(0).end()).as('pending'),
      eb.fn.sum<number | null>(eb.case().when('failed_at', 'is not', null).then(1).else(0).end()).as('failed'),
      eb.fn.min<number | null>(eb.case().when('failed_at', 'is', null).then(eb.ref('created_at')).end()).as('oldest'),
    ])
    .executeTakeFirst();
  const oldest = row?.oldest;
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingAgeSeconds: oldest === null || oldest === undefined ? 0 : Math.max(0, Math.floor((now - Number(oldest)) / 1000)),
    failed: Number(row?.failed ?? 0),
  };
}

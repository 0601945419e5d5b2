import { createHash } from 'node:crypto';
import type { Executor } from '../data/executor';
import { saveIntegrationRequest, savedIntegrationRequest } from '../data/integration-idempotency';
import { Unprocessable, ValidationFailed } from './errors';

/** How long an integration write's Idempotency-Key is remembered (the ERP retries within hours). */
const INTEGRATION_IDEMPOTENCY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** An Idempotency-Key: 1 to 100 visible ASCII characters (a UUID, typically). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The request's Idempotency-Key header: undefined without one; 400 when it is not a usable key. */
export function integrationIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw ValidationFailed.field('Idempotency-Key', 'Idempotency-Key must be 1 to 100 visible characters.');
  }
  return header;
}

/** JSON with the keys of every object sorted: the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The SHA-256 of a write: its method, path and body. */
function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body)}`)
    .digest('hex');
}

export interface IdempotentWrite {
  keyId: number;
  /** The Idempotency-Key header (undefined: the write runs as it is). */
  idempotencyKey: string | undefined;
  method: string;
  path: string;
  body: unknown;
  now: number;
}

/**
 * Runs an integration write once per Idempotency-Key (per integration key, for a day): the same key
 * with the same request answers the first answer again (`replayed`), without running the write;
 * with another request it is refused (422). Only a successful answer is remembered: a write that
 * failed may be sent again with the same key.
 */
export async function idempotentWrite<T>(
  db: Executor,
  write: IdempotentWrite,
  run: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  if (write.idempotencyKey === undefined) return { answer: await run(), replayed: false };
  const hash = requestHash(write.method, write.path, write.body);
  const since = write.now - INTEGRATION_IDEMPOTENCY_LIFETIME_MS;
  const saved = await savedIntegrationRequest(db, write.keyId, write.idempotencyKey, since);
  if (saved) {
    if (saved.requestHash !== hash) {
      throw new Unprocessable('This Idempotency-Key was used with another request: send a new key for a new request.');
    }
    return { answer: JSON.parse(saved.answer) as T, replayed: true };
  }
  const answer = await run();
  await saveIntegrationRequest(
    db,
    { keyId: write.keyId, idempotencyKey: write.idempotencyKey, requestHash: hash, answer: JSON.stringify(answer), now: write.now },
    since,
  );
  return { answer, replayed: false };
}

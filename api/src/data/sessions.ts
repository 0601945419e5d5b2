import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';

/** A live session as the authentication reads it. */
export interface LiveSession {
  customerId: number;
  lastSeenAt: number;
  /** The employee signed in (extension team); null: the company's own login. */
  employeeId: number | null;
  /** That employee's role now, and whether they are active (null for the company's own login). */
  employeeRole: string | null;
  employeeActive: boolean | null;
}

/** Sessions, stored by the SHA-256 of their tokens; times are epoch milliseconds. */
export interface Sessions {
  insert(session: {
    tokenHash: string;
    customerId: number;
    createdAt: number;
    expiresAt: number;
    employeeId?: number | null;
  }): Promise<void>;
  /** A session that is not revoked, not past its end and used since `idleSince`: one primary-key read. */
  live(tokenHash: string, now: number, idleSince: number): Promise<LiveSession | undefined>;
  /** Records that the session was used now (the idle clock starts again). */
  touch(tokenHash: string, now: number): Promise<void>;
  revoke(tokenHash: string, now: number): Promise<void>;
  /** Revokes every session of the customer's own login (not its employees'), but the one of `exceptTokenHash` when given. */
  revokeAllOf(customerId: number, now: number, exceptTokenHash?: string): Promise<void>;
  /** Revokes every session of an employee (extension team), but the one of `exceptTokenHash` when given. */
  revokeAllOfEmployee(employeeId: number, now: number, exceptTokenHash?: string): Promise<void>;
  /** Deletes the sessions that can never be used again: past their end, idle since before `idleSince`, or revoked. */
  purgeEnded(now: number, idleSince: number): Promise<number>;
}

interface LiveRow {
  customer_id: number;
  last_seen_at: number;
  employee_id: number | null;
  role: string | null;
  active: number | null;
}

/**
 * The session check of every signed-in request (compiled once: the hottest query of the API),
 * with the role and state of the employee signed in, read now (extension team): a role changed or
 * an employee deactivated counts from the next request on, on every instance.
 */
const LIVE = prepared<{ tokenHash: string; now: number; idleSince: number }, LiveRow>((db, params) =>
  db
    .selectFrom('sessions')
    .leftJoin('employees', 'employees.id', 'sessions.employee_id')
    .select(['sessions.customer_id', 'sessions.last_seen_at', 'sessions.employee_id', 'employees.role', 'employees.active'])
    .where('sessions.token_hash', '=', params.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', params.now)
    .where('sessions.last_seen_at', '>', params.idleSince),
);

const TOUCH = prepared<{ tokenHash: string; now: number }, never>((db, params) =>
  db.updateTable('sessions').set({ last_seen_at: params.now }).where('token_hash', '=', params.tokenHash),
);

/** The sessions table: in the database, so every instance of the API knows every session. */
export function sessionsTable(db: Executor): Sessions {
  return {
    async insert({ tokenHash, customerId, createdAt, expiresAt, employeeId }) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          customer_id: customerId,
          created_at: createdAt,
          expires_at: expiresAt,
          last_seen_at: createdAt,
          ...(employeeId != null && { employee_id: employeeId }),
        })
        .execute();
    },
    async live(tokenHash, now, idleSince) {
      const row = await LIVE.first(db, { tokenHash, now, idleSince });
      return (
        row && {
          customerId: row.customer_id,
          lastSeenAt: row.last_seen_at,
          employeeId: row.employee_id,
          employeeRole: row.role,
          employeeActive: row.active === null ? null : Number(row.active) === 1,
        }
      );
    },
    async touch(tokenHash, now) {
      await TOUCH.run(db, { tokenHash, now });
    },
    async revoke(tokenHash, now) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAllOf(customerId, now, exceptTokenHash) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('customer_id', '=', customerId)
        .where('employee_id', 'is', null)
        .where('revoked_at', 'is', null)
        .where('token_hash', '<>', exceptTokenHash ?? '')
        .execute();
    },
    async revokeAllOfEmployee(employeeId, now, exceptTokenHash) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('employee_id', '=', employeeId)
        .where('revoked_at', 'is', null)
        .where('token_hash', '<>', exceptTokenHash ?? '')
        .execute();
    },
    async purgeEnded(now, idleSince) {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince), eb('revoked_at', 'is not', null)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

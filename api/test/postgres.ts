import pg from 'pg';
import { eventually } from './eventually';

/**
 * The API tests on PostgreSQL: TEST_DATABASE_URL names a server and a database the tests may
 * connect to (with the right to create databases). The global setup makes a template database,
 * migrated and seeded once; each test server gets its own fresh copy (CREATE DATABASE ... TEMPLATE).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
/**
 * The template of this suite, named after the database of TEST_DATABASE_URL: two suites run at once on
 * one server with different databases (two checkouts, two CI jobs) never drop each other's template.
 */
export const TEMPLATE_DATABASE = `${(TEST_DATABASE_URL ? new URL(TEST_DATABASE_URL).pathname.slice(1) : 'parts').replace(/[^A-Za-z0-9_]/g, '_').toLowerCase()}_api_test_template`;

/** The URL of another database on the same server. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one administrative statement (CREATE/DROP DATABASE) on the server of TEST_DATABASE_URL. */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let copies = 0;

/** A new database copied from the template; its name is quoted-safe (letters, digits, underscores). */
export async function freshDatabase(): Promise<string> {
  copies += 1;
  const name = `parts_api_test_${process.pid}_${copies}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  return name;
}

/** A new empty database (no schema, no rows), as a deployment on PostgreSQL starts with. */
export async function emptyDatabase(): Promise<string> {
  copies += 1;
  const name = `parts_api_test_${process.pid}_${copies}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  return name;
}

/**
 * Drops a test database with whatever is still connected to it. A backend still starting or
 * ending (its role not yet or no longer known) cannot be ended by FORCE and fails the DROP with
 * 42501 or 55006: tried again after a short pause.
 */
export async function dropDatabase(name: string): Promise<void> {
  await eventually(
    `the test database ${name} dropped`,
    async () => {
      try {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return true;
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
        if (!['42501', '55006'].includes(code)) throw error;
        return false;
      }
    },
    { timeoutMs: 10_000, intervalMs: 100 },
  );
}

/**
 * `pnpm test:api:pg`: the whole API test suite again, on PostgreSQL. TEST_DATABASE_URL names a
 * database on a server the tests may use, as a role allowed to create databases: the suite makes
 * a migrated and seeded template database there and one copy of it per test server. Stops with
 * what to do when the variable is missing or the server does not answer.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const HOW =
  'pnpm test runs the API suite on SQLite and then on PostgreSQL. Give it a PostgreSQL server:\n' +
  '  TEST_DATABASE_URL=postgres://user:password@localhost:5432/database pnpm test:api:pg\n' +
  '(a role with CREATEDB; README.md, "PostgreSQL", shows how to make one; .ci/run installs, starts and sets up one by itself).';

async function main(): Promise<number> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) {
    console.error(`test:api:pg: TEST_DATABASE_URL is not set.\n${HOW}`);
    return 1;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ createdb: boolean }>('SELECT rolcreatedb OR rolsuper AS createdb FROM pg_roles WHERE rolname = current_user');
    if (!rows[0]?.createdb) {
      console.error(`test:api:pg: the role of TEST_DATABASE_URL may not create databases (ALTER ROLE ... CREATEDB).\n${HOW}`);
      return 1;
    }
  } catch (error) {
    const safe = new URL(url);
    safe.password = safe.password ? '***' : '';
    console.error(`test:api:pg: no PostgreSQL answers at ${safe.toString()} (${error instanceof Error ? error.message : String(error)}).\n${HOW}`);
    return 1;
  } finally {
    await client.end().catch(() => undefined);
  }
  // on PostgreSQL each test server gets a database of its own: slower than a file copy, so a longer timeout
  // run from the repository's root (pnpm runs root scripts there): its jest config has the api project
  const jest = spawnSync('pnpm', ['exec', 'jest', 'api/test', '--testTimeout=30000', ...process.argv.slice(2)], { stdio: 'inherit' });
  return jest.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

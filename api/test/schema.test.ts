import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectedSchemaColumns, SCHEMA_COLUMNS_FILE } from '../scripts/db-types';
import { openDatabase } from '../src/db/database';
import { schemaColumns } from '../src/db/schema-columns';
import { introspectColumns } from '../src/db/schema-columns-check';
import { databaseUrl, dropDatabase, emptyDatabase, TEST_DATABASE_URL } from './postgres';

/*
 * The Database interface (src/db/schema.ts) against the migrated schema: schema-columns.ts lists
 * the columns the migrations make, and typecheck holds it against the interface (a column the
 * interface lacks, or names differently, or gives another nullability is a type error there).
 * These tests make sure that file is the migrations' truth on both databases.
 */
describe('the Database interface and the migrated schema', () => {
  it('src/db/schema-columns.ts is what the migrations make (else: pnpm --filter @parts/api db:types, then fix schema.ts)', async () => {
    expect(readFileSync(SCHEMA_COLUMNS_FILE, 'utf8')).toBe(await expectedSchemaColumns());
  });

  it(`a database migrated from nothing (${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}) has exactly the tables and columns of schema-columns.ts`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parts-api-schema-'));
    const pgDatabase = TEST_DATABASE_URL ? await emptyDatabase() : undefined;
    const db = await openDatabase(pgDatabase ? databaseUrl(pgDatabase) : join(dir, 'shop.db'), { poolSize: 2 });
    try {
      expect(await introspectColumns(db.kysely)).toEqual(schemaColumns);
    } finally {
      await db.close();
      if (pgDatabase) await dropDatabase(pgDatabase);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

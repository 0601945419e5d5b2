/**
 * `pnpm --filter @parts/api db:types`: migrates a new in-memory SQLite database and writes its
 * tables and columns to src/db/schema-columns.ts, which typecheck holds against the Database
 * interface of src/db/schema.ts. Run it after adding a migration; `--check` only says whether
 * the file is current (test/schema.test.ts does the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { introspectColumns, schemaColumnsSource } from '../src/db/schema-columns-check';

export const SCHEMA_COLUMNS_FILE = join(__dirname, '..', 'src', 'db', 'schema-columns.ts');

/** The text schema-columns.ts should have: the columns of a database the migrations make from nothing. */
export async function expectedSchemaColumns(): Promise<string> {
  const db = await openDatabase(':memory:');
  try {
    return schemaColumnsSource(await introspectColumns(db.kysely));
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const expected = await expectedSchemaColumns();
  const current = readFileSync(SCHEMA_COLUMNS_FILE, { encoding: 'utf8', flag: 'a+' });
  if (process.argv.includes('--check')) {
    if (current === expected) return 0;
    console.error('db:types: src/db/schema-columns.ts is not what the migrations make: run pnpm --filter @parts/api db:types');
    return 1;
  }
  if (current !== expected) writeFileSync(SCHEMA_COLUMNS_FILE, expected);
  console.log(`db:types: src/db/schema-columns.ts ${current === expected ? 'is current' : 'written'}`);
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

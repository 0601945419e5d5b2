import { sql } from 'kysely';
import { dialectOf, type Executor } from '../src/db/database';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from '../src/db/migrate';

/** The bookkeeping of a migration runner (the old one's or Kysely's), not part of the shop's schema. */
const BOOKKEEPING = new Set(['migrations', MIGRATION_TABLE, MIGRATION_LOCK_TABLE]);

const squeeze = (text: string | null): string | null => text?.replace(/\s+/g, ' ').trim() ?? null;

/**
 * Everything of a database's schema that the code may depend on, in a form two databases can be
 * compared by (toEqual): tables and their columns (type, nullability, default, key), indexes (with
 * their columns, uniqueness and condition), foreign keys, checks and triggers.
 */
export async function schemaSnapshot(db: Executor): Promise<Record<string, unknown>> {
  return dialectOf(db) === 'postgres' ? postgresSnapshot(db) : sqliteSnapshot(db);
}

async function sqliteSnapshot(db: Executor): Promise<Record<string, unknown>> {
  const { rows: objects } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`.execute(db);
  const tables: Record<string, unknown> = {};
  for (const table of objects.filter((object) => object.type === 'table' && !BOOKKEEPING.has(object.name))) {
    const { rows: columns } = await sql<Record<string, unknown>>`
      SELECT name, upper(type) AS type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(${table.name}) ORDER BY cid`.execute(db);
    const { rows: shape } = await sql<Record<string, unknown>>`SELECT type, wr, strict FROM pragma_table_list(${table.name})`.execute(db);
    const { rows: keys } = await sql<Record<string, unknown>>`
      SELECT "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(${table.name}) ORDER BY "from"`.execute(db);
    const { rows: indexes } = await sql<{ name: string; unique: number; origin: string; partial: number }>`
      SELECT name, "unique", origin, partial FROM pragma_index_list(${table.name}) ORDER BY name`.execute(db);
    const indexed: Record<string, unknown> = {};
    for (const index of indexes) {
      const { rows: parts } = await sql<{ name: string | null; desc: number }>`
        SELECT name, "desc", coll FROM pragma_index_xinfo(${index.name}) WHERE key = 1 ORDER BY seqno`.execute(db);
      const definition = objects.find((object) => object.type === 'index' && object.name === index.name)?.sql ?? null;
      // automatic indexes (primary key, unique) have generated names; a made one is compared by its WHERE too
      const key = index.origin === 'c' ? index.name : `${index.origin}:${parts.map((part) => part.name).join(',')}`;
      indexed[key] = {
        unique: index.unique,
        origin: index.origin,
        partial: index.partial,
        columns: parts,
        where:
          squeeze(definition?.match(/\bwhere\b(.*)$/is)?.[1] ?? null)
            ?.toLowerCase()
            .replace(/["']/g, '') ?? null,
      };
    }
    const checks = [...(table.sql ?? '').matchAll(/\bcheck\s*\(((?:[^()]|\([^()]*\))*)\)/gi)].map((match) =>
      squeeze(match[1] ?? '')?.toLowerCase(),
    );
    tables[table.name] = {
      columns,
      shape,
      keys,
      indexes: indexed,
      checks: checks.sort(),
      virtual: /^create virtual/i.test(table.sql ?? '') ? squeeze(table.sql) : undefined,
    };
  }
  const triggers = Object.fromEntries(
    objects.filter((object) => object.type === 'trigger').map((object) => [object.name, squeeze(object.sql)]),
  );
  return { tables, triggers };
}

async function postgresSnapshot(db: Executor): Promise<Record<string, unknown>> {
  const bookkeeping = [...BOOKKEEPING];
  const { rows: columns } = await sql<Record<string, unknown>>`
    SELECT table_name, column_name, ordinal_position, data_type, udt_name, is_nullable, column_default, is_identity, identity_generation
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> ALL(${bookkeeping})
    ORDER BY table_name, ordinal_position`.execute(db);
  const { rows: indexes } = await sql<Record<string, unknown>>`
    SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename <> ALL(${bookkeeping}) ORDER BY indexname`.execute(db);
  const { rows: constraints } = await sql<Record<string, unknown>>`
    SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = current_schema() AND c.conrelid <> 0 AND c.conrelid::regclass::text <> ALL(${bookkeeping})
    ORDER BY 1, 2`.execute(db);
  const { rows: triggers } = await sql<Record<string, unknown>>`
    SELECT event_object_table, trigger_name, action_statement FROM information_schema.triggers
    WHERE trigger_schema = current_schema() ORDER BY trigger_name`.execute(db);
  const { rows: extensions } = await sql<Record<string, unknown>>`SELECT extname FROM pg_extension ORDER BY extname`.execute(db);
  return { columns, indexes, constraints, triggers, extensions };
}

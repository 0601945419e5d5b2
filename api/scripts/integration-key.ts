/**
 * `pnpm integration:key`: the integration API's keys (docs/integration.md), on the database the
 * shop runs on (DATABASE_URL, else DB_FILE, else the shop's default file):
 *   pnpm integration:key create --name ERP --scopes orders:read,orders:write
 *   pnpm integration:key list
 *   pnpm integration:key revoke <id>
 * A new key is printed once: the database keeps only its SHA-256.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { INTEGRATION_SCOPES } from '@parts/contract/integration';
import { createIntegrationKey, listKeys, revokeKey } from '../src/auth/integration-keys';
import { openDatabase } from '../src/db/database';

/** The shop's database, as api/src/main.ts finds it. */
const databaseLocation = (): string =>
  process.env.DATABASE_URL?.trim() || resolve(process.env.DB_FILE ?? resolve(__dirname, '..', '.data', 'shop.db'));

const USAGE = `usage:
  integration:key create --name <name> --scopes <scope,scope...>   (scopes: ${INTEGRATION_SCOPES.join(', ')})
  integration:key list
  integration:key revoke <id>`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { name: { type: 'string' }, scopes: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, argument] = positionals;
  if (command !== 'create' && command !== 'list' && command !== 'revoke') {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(databaseLocation());
  try {
    const db = database.kysely;
    if (command === 'create') {
      const scopes = (values.scopes ?? '').split(/[\s,]+/).filter((scope) => scope !== '');
      const created = await createIntegrationKey(db, { name: values.name ?? '', scopes }, Date.now());
      console.log(`key ${created.id} (${values.name}) with scopes ${created.scopes.join(' ')}:`);
      console.log(created.key);
      console.log('Keep it now: it is not stored and cannot be shown again.');
      return 0;
    }
    if (command === 'list') {
      for (const key of await listKeys(db)) {
        const state = key.revokedAt === null ? 'live' : `revoked ${new Date(key.revokedAt).toISOString()}`;
        console.log(`${key.id}\t${key.name}\t${key.scopes.join(' ')}\tcreated ${new Date(key.createdAt).toISOString()}\t${state}`);
      }
      return 0;
    }
    const id = Number(argument);
    if (!Number.isInteger(id)) {
      console.error(USAGE);
      return 2;
    }
    if (!(await revokeKey(db, id, Date.now()))) {
      console.error(`no live key ${id}`);
      return 1;
    }
    console.log(`key ${id} revoked`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

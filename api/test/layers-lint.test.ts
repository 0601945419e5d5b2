import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The lint rule that keeps the API's layers (eslint.config.mjs, api/README.md "Layers"), run on
 * code that breaks it and on code that keeps it, as `pnpm lint` sees files at those paths.
 * ESLint loads its (ESM) config with import(), which jest's module loader does not run: the texts
 * are linted by `new ESLint().lintText()` in a node process of their own (one for all of them).
 */
const ROOT = join(__dirname, '..', '..');
const LINT = `
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk)).on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const errors = {};
  for (const [name, { code, filePath }] of Object.entries(JSON.parse(input))) {
    const [result] = await eslint.lintText(code, { filePath });
    errors[name] = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
  }
  process.stdout.write(JSON.stringify(errors));
});`;

const CASES = {
  domainImportsDb: {
    filePath: 'api/src/domain/x.ts',
    code: `import { inTransaction } from '../db/database';\n\nexport const f = inTransaction;\n`,
  },
  domainImportsExecutorType: {
    filePath: 'api/src/domain/x.ts',
    code: `import type { Executor } from '../db/database';\n\nexport type E = Executor;\n`,
  },
  domainImportsKysely: { filePath: 'api/src/domain/x.ts', code: `import { sql } from 'kysely';\n\nexport const f = sql\`SELECT 1\`;\n` },
  domainSelects: {
    filePath: 'api/src/domain/x.ts',
    code: `import type { Executor } from '../data/executor';\n\nexport const f = (db: Executor) => db.selectFrom('products').selectAll().execute();\n`,
  },
  domainInserts: {
    filePath: 'api/src/domain/x.ts',
    code: `export const f = (trx: { insertInto(t: string): unknown }) => trx.insertInto('cart_items');\n`,
  },
  routeImportsData: {
    filePath: 'api/src/routes/x.ts',
    code: `import { findProduct } from '../data/products';\n\nexport const f = findProduct;\n`,
  },
  routeImportsDb: {
    filePath: 'api/src/routes/x.ts',
    code: `import { inTransaction } from '../db/database';\n\nexport const f = inTransaction;\n`,
  },
  routeUpdates: {
    filePath: 'api/src/routes/x.ts',
    code: `export const f = (db: { updateTable(t: string): unknown }) => db.updateTable('customers');\n`,
  },
  domainKeepsLayers: {
    filePath: 'api/src/domain/x.ts',
    code: `import { clearCart } from '../data/cart';\nimport { inTransaction, type Executor } from '../data/executor';\n\nexport const empty = (db: Executor, id: number) => inTransaction(db, (trx) => clearCart(trx, id));\n`,
  },
  routeKeepsLayers: {
    filePath: 'api/src/routes/x.ts',
    code: `import { clearCustomerCart } from '../domain/cart';\n\nexport const f = clearCustomerCart;\n`,
  },
  mailImportsDb: {
    filePath: 'api/src/mail/x.ts',
    code: `import { openDatabase } from '../db/database';\n\nexport const f = openDatabase;\n`,
  },
  mailSelects: {
    filePath: 'api/src/mail/x.ts',
    code: `import type { Executor } from '../data/executor';\n\nexport const f = (db: Executor) => db.selectFrom('mail_outbox').selectAll().execute();\n`,
  },
  mailKeepsLayers: {
    filePath: 'api/src/mail/x.ts',
    code: `import { claimDueMail } from '../data/outbox';\nimport type { Executor } from '../data/executor';\n\nexport const f = (db: Executor) => claimDueMail(db, { token: 't', now: 0, claimedUntil: 1, limit: 1 });\n`,
  },
  dataQueries: {
    filePath: 'api/src/data/x.ts',
    code: `import { sql } from 'kysely';\nimport type { Executor } from '../db/database';\n\nexport const f = (db: Executor) => db.selectFrom('products').select(sql<number>\`1\`.as('one')).execute();\n`,
  },
};

let errors: Record<keyof typeof CASES, string[]>;
beforeAll(async () => {
  const run = promisify(execFile)(process.execPath, ['-e', LINT], { cwd: ROOT });
  run.child.stdin?.end(JSON.stringify(CASES));
  errors = JSON.parse((await run).stdout) as typeof errors;
}, 60000);

describe('the layering lint rule', () => {
  it('fails a domain file that imports the database (even its types) or Kysely, or builds a query', () => {
    expect(errors.domainImportsDb).toEqual(['no-restricted-imports']);
    expect(errors.domainImportsExecutorType).toEqual(['no-restricted-imports']);
    expect(errors.domainImportsKysely).toEqual(['no-restricted-imports']);
    expect(errors.domainSelects).toEqual(['no-restricted-syntax']);
    expect(errors.domainInserts).toEqual(['no-restricted-syntax']);
  });

  it('fails a route file that imports the data layer or the database, or builds a query', () => {
    expect(errors.routeImportsData).toEqual(['no-restricted-imports']);
    expect(errors.routeImportsDb).toEqual(['no-restricted-imports']);
    expect(errors.routeUpdates).toEqual(['no-restricted-syntax']);
  });

  it('fails a file of the mail worker (api/src/mail) that imports the database or builds a query', () => {
    expect(errors.mailImportsDb).toEqual(['no-restricted-imports']);
    expect(errors.mailSelects).toEqual(['no-restricted-syntax']);
  });

  it('passes a domain file that calls the data layer, a route that calls the domain, and the data layer querying', () => {
    expect(errors.domainKeepsLayers).toEqual([]);
    expect(errors.routeKeepsLayers).toEqual([]);
    expect(errors.dataQueries).toEqual([]);
    expect(errors.mailKeepsLayers).toEqual([]);
  });
});

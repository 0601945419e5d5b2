import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Passwords } from '../src/auth/passwords';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed';
import { TEST_PASSWORD_COST } from './helpers';
import { admin, databaseUrl, TEMPLATE_DATABASE, TEST_DATABASE_URL } from './postgres';

/** Seeds the demo database once; every test file starts on its own copy of it. */
export default async function globalSetup(): Promise<void> {
  if (TEST_DATABASE_URL) {
    await admin(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openDatabase(databaseUrl(TEMPLATE_DATABASE));
    const passwords = new Passwords(TEST_PASSWORD_COST);
    await seedDemoData(template.kysely, 'small', passwords);
    await passwords.close();
    await template.close();
    return;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'parts-api-template-')), 'template.db');
  const database = await openDatabase(file);
  // the hashing threads end with the seeding: nothing of them stays in jest's own process
  const passwords = new Passwords(TEST_PASSWORD_COST);
  await seedDemoData(database.kysely, 'small', passwords);
  await passwords.close();
  await database.close();
  process.env.API_TEST_TEMPLATE_DB = file;
}

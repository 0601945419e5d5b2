import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/sql';
import { seedDemoData } from '../src/demo/seed';

/** Seeds the demo database once; every test file starts on its own copy of it. */
export default async function globalSetup(): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), 'parts-api-template-')), 'template.db');
  const sql = openDatabase(file);
  await seedDemoData(sql, 'small');
  sql.close();
  process.env.API_TEST_TEMPLATE_DB = file;
}

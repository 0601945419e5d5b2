import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { admin, TEMPLATE_DATABASE, TEST_DATABASE_URL } from './postgres';

export default async function globalTeardown(): Promise<void> {
  if (TEST_DATABASE_URL) await admin(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  const file = process.env.API_TEST_TEMPLATE_DB;
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}

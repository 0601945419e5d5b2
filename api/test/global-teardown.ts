import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default function globalTeardown(): void {
  const file = process.env.API_TEST_TEMPLATE_DB;
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}

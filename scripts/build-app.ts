/** `pnpm --filter <app> build`: one app into its own dist/ (for checking a package alone). */
import path from 'node:path';
import { compile, loadAppConfig } from './compile';

const appDirName = path.basename(process.cwd());
loadAppConfig(appDirName, { mode: 'production' })
  .then((config) => compile([config]))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

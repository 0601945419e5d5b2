import { appConfig, type BuildEnv } from '../scripts/webpack/app-config';

// name and dev port: package.json "federation"; exposes: the files in src/exposes/
export default (env: BuildEnv) => appConfig({ appDir: __dirname }, env);

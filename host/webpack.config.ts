import { appConfig, type BuildEnv } from '../scripts/webpack/app-config';
import { HOST } from '../scripts/webpack/constants';

export default (env: BuildEnv) => appConfig({ appDir: __dirname, kind: 'host', name: HOST.name, devPort: HOST.devPort }, env);

import { appConfig, type BuildEnv } from '../scripts/webpack/app-config';

export default (env: BuildEnv) =>
  appConfig(
    {
      appDir: __dirname,
      kind: 'remote',
      name: 'account',
      devPort: 3003,
      exposes: {
        './LoginPage': './src/exposes/LoginPage.tsx',
      },
    },
    env,
  );

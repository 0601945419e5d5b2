import { appConfig, type BuildEnv } from '../scripts/webpack/app-config';

export default (env: BuildEnv) =>
  appConfig(
    {
      appDir: __dirname,
      kind: 'remote',
      name: 'catalog',
      devPort: 3001,
      exposes: {
        './Level4Page': './src/exposes/Level4Page.tsx',
        './CategoryPage': './src/exposes/CategoryPage.tsx',
        './ProductPage': './src/exposes/ProductPage.tsx',
        './CatalogSearch': './src/exposes/CatalogSearch.tsx',
      },
    },
    env,
  );

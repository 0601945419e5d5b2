import { appConfig, type BuildEnv } from '../scripts/webpack/app-config';

export default (env: BuildEnv) =>
  appConfig(
    {
      appDir: __dirname,
      kind: 'remote',
      name: 'cart_checkout',
      devPort: 3002,
      exposes: {
        './CartPage': './src/exposes/CartPage.tsx',
        './OfferPage': './src/exposes/OfferPage.tsx',
        './CheckoutPage': './src/exposes/CheckoutPage.tsx',
        './SuccessPage': './src/exposes/SuccessPage.tsx',
      },
    },
    env,
  );

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
        './RegisterPage': './src/exposes/RegisterPage.tsx',
        './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
        './ForgotPasswordConfirmPage': './src/exposes/ForgotPasswordConfirmPage.tsx',
        './ProfilePage': './src/exposes/ProfilePage.tsx',
        './AddressesPage': './src/exposes/AddressesPage.tsx',
        './OrderHistoryPage': './src/exposes/OrderHistoryPage.tsx',
        './OrderPage': './src/exposes/OrderPage.tsx',
        './ShoppingListPage': './src/exposes/ShoppingListPage.tsx',
      },
    },
    env,
  );

import { mountStandalone } from '@parts/shared-kernel/standalone';
import { paths } from '@parts/shared-kernel';
import CatalogSearch from './exposes/CatalogSearch';
import CategoryPage from './exposes/CategoryPage';
import Level4Page from './exposes/Level4Page';
import ProductPage from './exposes/ProductPage';

void mountStandalone('remote-catalog', [
  { path: paths.level4.pattern, element: <Level4Page /> },
  { path: paths.category.pattern, element: <CategoryPage /> },
  { path: paths.product.pattern, element: <ProductPage /> },
  { path: '/search', element: <CatalogSearch /> },
]);

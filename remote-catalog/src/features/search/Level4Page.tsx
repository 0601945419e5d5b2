import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { CatalogSearch } from './CatalogSearch';

export function Level4Page() {
  const { t } = useTranslation('catalog');
  return (
    <div>
      <Breadcrumbs />
      <h1>{t('level4.title')}</h1>
      <CatalogSearch />
    </div>
  );
}

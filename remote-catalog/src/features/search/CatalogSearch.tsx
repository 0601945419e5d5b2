import { useTranslation } from 'react-i18next';
import { PartNumberSearch } from './PartNumberSearch';

export function CatalogSearch() {
  const { t } = useTranslation('catalog');
  return (
    <div>
      <h2>{t('search.title')}</h2>
      <PartNumberSearch />
    </div>
  );
}

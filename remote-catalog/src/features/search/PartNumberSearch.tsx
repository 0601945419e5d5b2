import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Field, paths } from '@parts/shared-kernel';

/** Search by part number: goes to the product route with the vehicleSpecific flag. */
export function PartNumberSearch() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [sku, setSku] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = sku.trim();
    if (value) navigate(paths.partSearch.href(value));
  };
  return (
    <form onSubmit={onSubmit} role="search" aria-label={t('search.partNumber')}>
      <Field id="part-number" label={t('search.partNumber')}>
        <input id="part-number" value={sku} onChange={(e) => setSku(e.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit" disabled={!sku.trim()}>
        {t('search.search')}
      </Button>
    </form>
  );
}

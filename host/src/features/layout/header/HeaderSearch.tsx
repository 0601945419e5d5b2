import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@parts/shared-kernel';
import { SearchIcon } from './icons';
import styles from './header.module.css';

/** Search by part number from any page: the catalogue's product route resolves it; the number stays in the field (to correct or search again). */
export function HeaderSearch() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const inputId = useId();
  const [sku, setSku] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = sku.trim();
    if (!value) return;
    navigate(paths.partSearch.href(value));
  };
  return (
    <form className={styles.search} role="search" aria-label={t('header.search')} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.partNumber')}
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        value={sku}
        onChange={(e) => setSku(e.target.value)}
        placeholder={t('header.partNumberPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchButton} disabled={!sku.trim()}>
        <SearchIcon />
        <span className={styles.searchButtonText}>{t('header.searchButton')}</span>
      </button>
    </form>
  );
}

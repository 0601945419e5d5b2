import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Alert, paths, useReferenceData } from '@parts/shared-kernel';
import { Link } from '@parts/shared-kernel/router';
import { NameSearch } from './NameSearch';
import styles from './search.module.css';

export interface NearestNumber {
  Id: number;
  Sku: string;
  Name: string;
}

/**
 * A part number Find does not know: SPEC's 'No products found.', and with the extensions the way
 * on: the numbers it was probably meant to be ('search-hints'), each a new search, and a search by
 * name ('name-search'), which searches the text at once when it has letters (a name typed into
 * the number field).
 */
export function PartNumberNotFound({ sku, nearest }: { sku: string; nearest: readonly NearestNumber[] }) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const hints = hasExtension(config, EXTENSIONS.searchHints) ? nearest : [];
  return (
    <>
      <Alert kind="info">{t('product.noProducts')}</Alert>
      {hints.length > 0 && (
        <nav aria-labelledby="nearest-numbers-title" className={styles.nearest}>
          <h2 id="nearest-numbers-title" className={styles.nearestTitle}>
            {t('product.nearestTitle')}
          </h2>
          <ul className={styles.nearestList}>
            {hints.map((part) => (
              <li key={part.Id}>
                <Link to={paths.partSearch.href(part.Sku)} className={styles.nearestSku}>
                  {part.Sku}
                </Link>{' '}
                {part.Name}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hasExtension(config, EXTENSIONS.nameSearch) && (
        <section aria-label={t('product.byNameOffer')} className={styles.nameOffer}>
          <p className={styles.nearestTitle}>{t('product.byNameOffer')}</p>
          <NameSearch key={sku} initial={/\p{L}/u.test(sku) ? sku : ''} />
        </section>
      )}
    </>
  );
}

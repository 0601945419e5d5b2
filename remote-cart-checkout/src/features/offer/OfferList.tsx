import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@parts/shared-kernel/router';
import { Button, Spinner, paths, useLocale } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { offerListQuery } from './api/offers';
import styles from './offer.module.css';

const PAGE_SIZE = 10;

const shortDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T12:00:00`),
  );

/** The dealer's saved offers (extension saved-offers): found by customer, VIN or number, a page at a time, each opened on /offer. */
export function OfferList() {
  const { t, i18n } = useTranslation('cart');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const list = useApiQuery(offerListQuery({ ...search, pageSize: PAGE_SIZE }, useLocale()));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.Total / PAGE_SIZE)) : 1;

  return (
    <section className={[styles.savedList, styles.noPrint].join(' ')} aria-labelledby="saved-offers-heading">
      <h2 id="saved-offers-heading">{t('offer.saved.listTitle')}</h2>
      <form
        role="search"
        className={styles.savedSearch}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: typed.trim(), page: 1 });
        }}
      >
        <label htmlFor="saved-offers-search">{t('offer.saved.search')}</label>
        <input id="saved-offers-search" type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('offer.saved.find')}
        </Button>
      </form>
      {list.isPending ? (
        <Spinner label={t('offer.saved.loading')} />
      ) : list.isError ? (
        <p role="alert">{t('offer.saved.loadFailed')}</p>
      ) : list.data.Offers.length === 0 ? (
        <p>{search.q ? t('offer.saved.noneFound') : t('offer.saved.none')}</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="saved-offers">
              <thead>
                <tr>
                  <th scope="col">{t('offer.saved.number')}</th>
                  <th scope="col">{t('offer.name')}</th>
                  <th scope="col">{t('offer.saved.fields.CustomerName')}</th>
                  <th scope="col">{t('offer.saved.fields.Vehicle')}</th>
                  <th scope="col">{t('offer.saved.fields.ValidUntil')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.Offers.map((offer) => (
                  <tr key={offer.Id} className={styles.row} data-testid="saved-offer">
                    <td>
                      <Link to={`${paths.offer.href()}?offer=${offer.Id}`}>{offer.Number}</Link>
                    </td>
                    <td data-label={t('offer.name')}>{offer.Name}</td>
                    <td data-label={t('offer.saved.fields.CustomerName')}>{offer.CustomerName}</td>
                    <td data-label={t('offer.saved.fields.Vehicle')}>{offer.Vehicle}</td>
                    <td data-label={t('offer.saved.fields.ValidUntil')}>{shortDay(offer.ValidUntil, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('offer.saved.pages')}>
              <Button variant="secondary" disabled={search.page <= 1} onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}>
                {t('offer.saved.previous')}
              </Button>
              <span>{t('offer.saved.page', { page: search.page, pages })}</span>
              <Button variant="secondary" disabled={search.page >= pages} onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}>
                {t('offer.saved.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

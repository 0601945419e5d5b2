import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Alert, formatMoney, paths, useLocale, usePageTitle, useReferenceData } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { NAME_SEARCH_MIN } from '@parts/contract/catalogue';
import { LineBuy } from '../product/PartPurchase';
import { StockFigure } from '../product/StockFigure';
import type { ProductStock } from '../product/product-schemas';
import { useCurrentVehicle, useVehicleBrand } from '../vehicle/current-vehicle';
import { WhereUsedButton } from '../where-used/WhereUsedButton';
import { pageStockQuery, searchResultsQuery, type SearchResultPart, type SearchResults } from './api/search-results';
import styles from './search-results.module.css';

/** The rows a page has (the loading page keeps their room, so nothing jumps when they come). */
const SKELETON_ROWS = 8;

/** The page number of the URL (1 when missing or not a number). */
const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 999 ? page : 1;
};

/**
 * The results page of a search by name (extension 'search-results', /level4/search?q=&page=):
 * every listed part with its number, name, the boards drawing it (links), its fit for the current
 * vehicle, price and stock of the page's parts at once, and a quantity to add to the cart; paged
 * (the URL keeps the text and the page: reload and back work); the parts whose numbers start with
 * the text. Nothing but a note when the API does not list the extension.
 */
export function SearchResultsPage() {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = pageOf(params.get('page'));
  usePageTitle(t('searchResults.title', { q }));
  if (!hasExtension(config, EXTENSIONS.searchResults)) return <Alert kind="info">{t('searchResults.unavailable')}</Alert>;
  return (
    <section className={styles.page} aria-labelledby="search-results-title">
      <h1 id="search-results-title" className={styles.title}>
        {t('searchResults.title', { q })}
      </h1>
      {q.length < NAME_SEARCH_MIN ? <p>{t('search.byNameHint', { min: NAME_SEARCH_MIN })}</p> : <Results q={q} page={page} />}
    </section>
  );
}

function Results({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const vehicle = useCurrentVehicle();
  const results = useApiQuery(
    searchResultsQuery(locale, { q, page, keys: vehicle?.VehicleKeyList ?? [], equipment: vehicle?.EquipmentList ?? [] }),
  );
  if (results.isError && !results.data) {
    return (
      <Alert kind="danger">
        {t('searchResults.failed')}{' '}
        <button type="button" className={styles.retry} onClick={() => void results.refetch()}>
          {t('whereUsed.retry')}
        </button>
      </Alert>
    );
  }
  const data = results.data;
  return (
    <>
      <p className={styles.summary} role="status">
        {data
          ? data.Total === 0
            ? ''
            : t('searchResults.count', {
                count: data.Total,
                from: (data.Page - 1) * data.PageSize + 1,
                to: (data.Page - 1) * data.PageSize + data.Products.length,
              })
          : t('search.byNameSearching')}
      </p>
      {data && data.PartNumbers.length > 0 && <PartNumbers q={q} numbers={data.PartNumbers} />}
      {data && data.Total === 0 ? (
        <p className={styles.empty}>{t('searchResults.none', { q })}</p>
      ) : (
        <ResultTable data={data} vehicleSpecific={vehicle !== null} judged={vehicle !== null} />
      )}
      {data && data.Total > data.PageSize && <Pager q={q} data={data} />}
    </>
  );
}

function PartNumbers({ q, numbers }: { q: string; numbers: SearchResults['PartNumbers'] }) {
  const { t } = useTranslation('catalog');
  return (
    <section className={styles.numbers} aria-labelledby="search-results-numbers">
      <h2 id="search-results-numbers" className={styles.subtitle}>
        {t('searchResults.numbers', { q })}
      </h2>
      <ul className={styles.numberList} data-testid="search-results-numbers">
        {numbers.map((part) => (
          <li key={part.Id}>
            <Link to={paths.partSearch.href(part.Sku)}>{part.Sku}</Link> <span className={styles.muted}>{part.Name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultTable({ data, vehicleSpecific, judged }: { data: SearchResults | undefined; vehicleSpecific: boolean; judged: boolean }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const { config } = useReferenceData();
  const brand = useVehicleBrand();
  const batch = hasExtension(config, EXTENSIONS.batchStock);
  const skus = data?.Products.map((part) => part.Sku) ?? [];
  const stock = useApiQuery({ ...pageStockQuery(locale, skus, brand), enabled: batch && skus.length > 0 });
  const stockOf = (sku: string) => stock.data?.find((line) => line.Sku === sku);
  return (
    <table className={styles.table} aria-busy={!data} data-testid="search-results">
      <thead>
        <tr>
          <th scope="col">{t('searchResults.number')}</th>
          <th scope="col">{t('searchResults.name')}</th>
          <th scope="col">{t('searchResults.boards')}</th>
          {judged && <th scope="col">{t('searchResults.fit')}</th>}
          <th scope="col" className={styles.num}>
            {t('board.price')}
          </th>
          <th scope="col">{t('board.stock')}</th>
          <th scope="col">
            <span className={styles.hidden}>{t('part.addToCart')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data
          ? data.Products.map((part) => (
              <ResultRow
                key={part.Id}
                part={part}
                judged={judged}
                vehicleSpecific={vehicleSpecific}
                stock={stockOf(part.Sku)}
                stockState={!batch ? 'none' : stock.isError ? 'failed' : stock.data ? 'ready' : 'loading'}
              />
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className={styles.skeleton} aria-hidden="true">
                <td colSpan={judged ? 7 : 6}>&nbsp;</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}

function ResultRow({
  part,
  judged,
  vehicleSpecific,
  stock,
  stockState,
}: {
  part: SearchResultPart;
  judged: boolean;
  vehicleSpecific: boolean;
  stock: ProductStock | undefined;
  stockState: 'none' | 'failed' | 'ready' | 'loading';
}) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const priced = stock !== undefined && stock.Price > 0;
  const boardHref = (board: SearchResultPart['Boards'][number]) =>
    paths.product.href(board.Id, { hotspots: board.GrafikId ?? undefined, vehicleSpecific, position: board.Position, part: part.Sku });
  return (
    <tr data-testid="search-result" data-sku={part.Sku}>
      <td className={styles.sku}>
        <span className={styles.cellLabel}>{t('searchResults.number')} </span>
        <Link to={paths.partSearch.href(part.Sku)}>{part.Sku}</Link>
      </td>
      <td>
        <span className={styles.name}>{part.Name}</span> <WhereUsedButton sku={part.Sku} className={styles.whereUsed} />
      </td>
      <td className={styles.boards}>
        <span className={styles.cellLabel}>{t('searchResults.boards')} </span>
        {part.Boards.length === 0 ? (
          <span className={styles.muted}>{t('whereUsed.noBoards')}</span>
        ) : (
          <ul>
            {part.Boards.map((board) => (
              <li key={board.Id}>
                <Link to={boardHref(board)}>{board.Name}</Link>{' '}
                <span className={styles.muted}>
                  {[board.Serie ?? t('whereUsed.everySerie'), t('search.byNamePosition', { position: board.Position })].join(' · ')}
                </span>
              </li>
            ))}
            {part.BoardCount > part.Boards.length && (
              <li className={styles.muted}>{t('searchResults.moreBoards', { count: part.BoardCount - part.Boards.length })}</li>
            )}
          </ul>
        )}
      </td>
      {judged && (
        <td>
          <span className={styles.cellLabel}>{t('searchResults.fit')} </span>
          <span className={[styles.fit, styles[`fit-${part.Fit}`]].join(' ')} data-testid="search-result-fit">
            {part.Fit === 'fits' ? t('whereUsed.fits') : part.Fit === 'does-not-fit' ? t('whereUsed.notFits') : t('searchResults.unknown')}
          </span>
        </td>
      )}
      <td className={styles.num}>
        <span className={styles.cellLabel}>{t('board.price')} </span>
        {priced ? (
          <span data-testid="search-result-price">
            {formatMoney(stock.Price)}
            {config.general.showPriceNetto && (
              <span className={styles.net}> {t('board.net', { price: formatMoney(stock.PriceNetto) })}</span>
            )}
          </span>
        ) : stockState === 'loading' ? (
          <span className={styles.muted}>…</span>
        ) : stockState === 'failed' ? (
          <span className={styles.muted}>{t('searchResults.priceFailed')}</span>
        ) : stockState === 'ready' ? (
          <span className={styles.muted}>{t('part.unavailable')}</span>
        ) : (
          <Link to={paths.partSearch.href(part.Sku)}>{t('searchResults.open')}</Link>
        )}
      </td>
      <td>{priced && <StockFigure stock={stock} quantity={null} />}</td>
      <td className={styles.buy}>{priced && <LineBuy product={{ Id: part.Id, Sku: part.Sku, Attributes: {} }} />}</td>
    </tr>
  );
}

function Pager({ q, data }: { q: string; data: SearchResults }) {
  const { t } = useTranslation('catalog');
  const pages = Math.ceil(data.Total / data.PageSize);
  return (
    <nav className={styles.pager} aria-label={t('searchResults.pages')}>
      {data.Page > 1 ? (
        <Link to={paths.searchResults.href(q, data.Page - 1)} rel="prev">
          {t('searchResults.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('searchResults.pageOf', { page: data.Page, pages })}</span>
      {data.Page < pages ? (
        <Link to={paths.searchResults.href(q, data.Page + 1)} rel="next">
          {t('searchResults.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_SEARCH_MIN } from '@parts/contract/catalogue';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Field, paths, useLocale, useReferenceData } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { useNavigate } from '@parts/shared-kernel/router';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import { nameSearchQuery, type NameSearchResult, type PartFoundByName } from './api/search-by-name';
import styles from './search.module.css';

/** How long typing must pause before the search is asked. */
export const NAME_SEARCH_DEBOUNCE_MS = 250;

type Results = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'found'; products: PartFoundByName[] };

/** The product page a part found by name opens: its board with its position chosen (the params of BoardView), or the part itself. */
function nameSearchHref(part: PartFoundByName, vehicleSpecific: boolean): string {
  if (part.ProductId === part.Id || part.Position === null) return paths.product.href(part.ProductId, { vehicleSpecific });
  return paths.product.href(part.ProductId, {
    hotspots: part.GrafikId ?? undefined,
    vehicleSpecific,
    // BoardView's POSITION_PARAM and PART_PARAM (not imported: that would bring the board into this page's bundle)
    position: part.Position,
    part: part.Sku,
  });
}

/** Search by part name ('name-search'): shown only when the API lists the extension; `initial` searches at once. */
export function NameSearch({ initial = '' }: { initial?: string }) {
  const { config } = useReferenceData();
  return hasExtension(config, EXTENSIONS.nameSearch) ? (
    <NameSearchField
      initial={initial}
      hints={hasExtension(config, EXTENSIONS.searchHints)}
      showAll={hasExtension(config, EXTENSIONS.searchResults)}
    />
  ) : null;
}

/** The text a too short or unchanged input searches: the trimmed text once it has the minimum, else nothing. */
const searchable = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length >= NAME_SEARCH_MIN ? trimmed : '';
};

/** Where a part found by name is drawn (extension 'search-hints'): 'Brake disc · S200 · pos. 1', telling parts of the same name apart. */
function PartPlace({ part }: { part: PartFoundByName }) {
  const { t } = useTranslation('catalog');
  const place = [part.BoardName, part.Serie, part.Position ? t('search.byNamePosition', { position: part.Position }) : null]
    .filter(Boolean)
    .join(' · ');
  return place ? <span className={styles.optionPlace}>{place}</span> : null;
}

/**
 * A combobox: typing (debounced) lists the parts whose name contains the text, for the current
 * vehicle; arrow keys move through them, Enter opens the chosen one, Escape closes the list.
 * The list floats over the page, so nothing below moves. With `showAll` (extension
 * search-results) the list ends with 'Show all results', and Enter with no part chosen opens the
 * results page; the list then opens below the field's hint.
 */
function NameSearchField({ initial, hints, showAll }: { initial: string; hints: boolean; showAll: boolean }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const vehicle = useCurrentVehicle();
  const listId = useId();
  const locale = useLocale();
  const [text, setText] = useState(initial);
  // what is searched: the text once the typing pauses (at once when it is too short to search)
  const [query, setQuery] = useState(() => searchable(initial));
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(query !== '');
  const [active, setActive] = useState(-1);
  // as the dealer types, the parts of the text before stay listed until the new ones are in (a
  // question no longer asked is cancelled: its query has no observer left)
  const search = useApiQuery({
    ...nameSearchQuery(locale, query, vehicle?.VehicleKeyList ?? []),
    enabled: query.length >= NAME_SEARCH_MIN,
    placeholderData: (previous: NameSearchResult | undefined) => previous,
  });

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    clearTimeout(pause.current);
    const next = value.trim();
    if (next.length < NAME_SEARCH_MIN) setQuery(next);
    else pause.current = setTimeout(() => setQuery(next), NAME_SEARCH_DEBOUNCE_MS);
  };

  const results: Results =
    query.length < NAME_SEARCH_MIN
      ? { status: 'idle' }
      : search.data
        ? { status: 'found', products: search.data.Products }
        : search.isError
          ? { status: 'failed' }
          : { status: 'loading' };
  const products = results.status === 'found' ? results.products : [];
  // the options: the parts, then (extension search-results) 'Show all results' once parts are found
  const allIndex = showAll && products.length > 0 ? products.length : -1;
  const optionCount = products.length + (allIndex >= 0 ? 1 : 0);
  const expanded = open && results.status !== 'idle';
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (part: PartFoundByName) => {
    setOpen(false);
    navigate(nameSearchHref(part, vehicle !== null));
  };
  const openAll = () => {
    setOpen(false);
    clearTimeout(pause.current);
    navigate(paths.searchResults.href(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? optionCount - 1 : (index + step + optionCount) % optionCount));
    } else if (event.key === 'Enter') {
      const part = products[active];
      if (expanded && part) {
        event.preventDefault();
        choose(part);
      } else if (showAll && text.trim().length >= NAME_SEARCH_MIN) {
        // no part chosen (or 'Show all results'): the results page
        event.preventDefault();
        openAll();
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.nameSearch} role="search" aria-label={t('search.byName')}>
      <Field id="catalog-part-name" label={t('search.byName')} hint={t('search.byNameHint', { min: NAME_SEARCH_MIN })}>
        <input
          id="catalog-part-name"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </Field>
      <div className={showAll ? [styles.popup, styles.popupBelowHint].join(' ') : styles.popup} hidden={!expanded}>
        <ul
          id={listId}
          aria-busy={search.isPlaceholderData}
          role="listbox"
          aria-label={t('search.byNameResults')}
          className={styles.listbox}
        >
          {products.map((part, index) => (
            <li
              key={`${part.Id}-${part.ProductId}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // keeps the focus in the field, so the list does not close before the click
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(part)}
            >
              <span className={styles.optionName}>{part.Name}</span> <span className={styles.optionSku}>{part.Sku}</span>
              {hints && <PartPlace part={part} />}
            </li>
          ))}
          {allIndex >= 0 && (
            <li
              id={optionId(allIndex)}
              role="option"
              aria-selected={active === allIndex}
              className={[styles.option, styles.showAll].join(' ')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={openAll}
            >
              {t('searchResults.showAll', { q: text.trim() })}
            </li>
          )}
        </ul>
        {(results.status === 'loading' || search.isPlaceholderData) && <p className={styles.popupNote}>{t('search.byNameSearching')}</p>}
        {results.status === 'failed' && <p className={styles.popupNote}>{t('search.byNameFailed')}</p>}
        {results.status === 'found' && products.length === 0 && <p className={styles.popupNote}>{t('search.byNameNone')}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {results.status === 'found' ? t('search.byNameCount', { count: products.length }) : ''}
      </p>
    </div>
  );
}

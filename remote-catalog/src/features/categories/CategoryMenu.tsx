import { useRef, useState } from 'react';
import { shopQueryClient, useApiQuery, useQueries } from '@parts/shared-kernel/query';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Button, paths, Spinner, useLocale } from '@parts/shared-kernel';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import { vehicleCategory, vehicleKey } from '../vehicle/vehicle-keys';
import { vehicleLabel } from '../vehicle/vehicle-label';
import { CATEGORY_LISTS, categoriesQuery } from './api/list-categories';
import { categoryQuery } from './api/load-category';
import type { Category } from './category-schemas';
import styles from './category-menu.module.css';

export interface Step {
  id: number;
  name: string;
}

/**
 * The name of a category the menu has listed in this language, so its page can title itself at once
 * (read from the answers already there, nothing asked).
 */
export function useListedCategoryName(id: string): string | undefined {
  const locale = useLocale();
  for (const [key, categories] of shopQueryClient().getQueriesData<Category[]>({ queryKey: CATEGORY_LISTS })) {
    if (key[key.length - 1] !== locale) continue;
    const found = categories?.find((category) => String(category.Id) === id);
    if (found) return found.Name;
  }
  return undefined;
}

/** 'Browse by category': drills down through the categories; a leaf opens its category page. */
export function CategoryMenu({ startAt = [], current }: { startAt?: Step[]; current?: number }) {
  const { t } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  // names are in the shop's language: a switch asks the same level again, its list staying until then
  const locale = useLocale();
  const category = vehicleCategory(vehicle);
  const serie = vehicleKey(vehicle, 'serie');
  // the steps walked so far, named in the language they were walked in; a different vehicle may have
  // different categories: it starts again from the top
  const vehicleScope = `${category}|${serie ?? ''}`;
  const [walk, setWalk] = useState({ steps: startAt, locale, vehicleScope });
  if (walk.vehicleScope !== vehicleScope) setWalk({ steps: [], locale, vehicleScope });
  const listRef = useRef<HTMLHeadingElement>(null);

  // after a language switch the steps are named in the new language too (the old names until then)
  const renamed = useQueries(
    { queries: walk.steps.map((step) => ({ ...categoryQuery(locale, step.id), enabled: walk.locale !== locale })) },
    shopQueryClient(),
  );
  const trail = walk.steps.map((step, index) =>
    walk.locale === locale ? step : { ...step, name: renamed[index]?.data?.Name ?? step.name },
  );
  const here = trail[trail.length - 1];

  const options = categoriesQuery(locale, { id: here?.id ?? 0, category, ...(serie ? { serie } : {}) });
  const list = useApiQuery(options);
  // a failed list shows as empty (the notification said why)
  const categories = list.data ?? (list.isError ? [] : null);

  const go = (next: Step[]) => {
    setWalk({ steps: next, locale, vehicleScope });
    listRef.current?.focus(); // keyboard users go on from the level they opened
  };

  return (
    <nav className={styles.menu} aria-labelledby="category-menu-title">
      <h2 id="category-menu-title" className={styles.title}>
        {t('categories.title')}
      </h2>
      {/* the categories are the vehicle's (its serie): it is named where the dealer reads them */}
      {vehicle && (
        <p className={styles.vehicle} data-testid="category-menu-vehicle">
          {t('categories.forVehicle', {
            name: [vehicleLabel(vehicle), vehicle.Vin && vehicle.Vin !== vehicleLabel(vehicle) ? vehicle.Vin.slice(-7) : '']
              .filter(Boolean)
              .join(' · '),
          })}
        </p>
      )}
      {trail.length > 0 && (
        <ol className={styles.trail} aria-label={t('categories.trail')}>
          <li>
            <Button variant="link" onClick={() => go([])}>
              {t('categories.all')}
            </Button>
          </li>
          {trail.map((step, index) => (
            <li key={step.id}>
              {index === trail.length - 1 ? (
                <span aria-current="location">{step.name}</span>
              ) : (
                <Button variant="link" onClick={() => go(trail.slice(0, index + 1))}>
                  {step.name}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <h3 ref={listRef} tabIndex={-1} className={styles.current}>
        {here ? here.name : t('categories.all')}
      </h3>
      {here && (
        <Link className={styles.allBoards} to={paths.category.href(here.id)}>
          {t('categories.allBoards', { name: here.name })}
        </Link>
      )}
      {!categories ? (
        <Spinner label={t('categories.loading')} inline />
      ) : categories.length === 0 ? (
        <p className={styles.empty}>{t('categories.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {categories.map((c) => (
            <li key={c.Id}>
              {c.HasSubCategories ? (
                <button type="button" className={styles.item} onClick={() => go([...trail, { id: c.Id, name: c.Name }])}>
                  <span>{c.Name}</span>
                  <span aria-hidden="true">›</span>
                </button>
              ) : (
                <Link className={styles.item} to={paths.category.href(c.Id)} aria-current={c.Id === current ? 'page' : undefined}>
                  <span>{c.Name}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Button, paths, Spinner, useLocale, useOnLocaleChange } from '@parts/shared-kernel';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import { vehicleCategory, vehicleKey } from '../vehicle/vehicle-keys';
import { listCategories } from './api/list-categories';
import { loadCategory } from './api/load-category';
import type { Category } from './category-schemas';
import { categoryNamesAtom } from './category-names';
import styles from './category-menu.module.css';

export interface Step {
  id: number;
  name: string;
}

/** 'Browse by category': drills down through the categories; a leaf opens its category page. */
export function CategoryMenu({ startAt = [], current }: { startAt?: Step[]; current?: number }) {
  const { t } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  const rememberNames = useSetAtom(categoryNamesAtom);
  const [trail, setTrail] = useState<Step[]>(startAt);
  const [categories, setCategories] = useState<Category[] | null>(null);
  const listRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const category = vehicleCategory(vehicle);
  const serie = vehicleKey(vehicle, 'serie');
  const here = trail[trail.length - 1];
  // names are in the shop's language: a switch loads the same level again, its list staying until then
  const locale = useLocale();
  const shownLevel = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const level = `${here?.id ?? 0}|${category}|${serie ?? ''}`;
    if (shownLevel.current !== level) setCategories(null);
    listCategories({ id: here?.id ?? 0, category, ...(serie ? { serie } : {}) }, controller.signal).then(
      (loaded) => {
        shownLevel.current = level;
        setCategories(loaded);
        rememberNames((names) => ({ ...names, ...Object.fromEntries(loaded.map((c) => [String(c.Id), c.Name])) }));
        if (moved.current) listRef.current?.focus();
      },
      () => !controller.signal.aborted && setCategories([]),
    );
    return () => controller.abort();
  }, [here?.id, category, serie, rememberNames, locale]);

  // the steps walked so far are named in the new language too
  const trailRef = useRef(trail);
  trailRef.current = trail;
  useOnLocaleChange(() => {
    const steps = trailRef.current;
    if (steps.length === 0) return;
    Promise.all(steps.map((step) => loadCategory(step.id))).then(
      (found) => {
        const names = new Map(found.map((category) => [category.Id, category.Name]));
        setTrail((current) => current.map((step) => ({ ...step, name: names.get(step.id) ?? step.name })));
      },
      () => undefined, // the notification said why; the old names stay
    );
  });

  // a different vehicle may have different categories: start again from the top
  const vehicleScope = `${category}|${serie ?? ''}`;
  const firstVehicle = useRef(vehicleScope);
  useEffect(() => {
    if (firstVehicle.current === vehicleScope) return;
    firstVehicle.current = vehicleScope;
    setTrail([]);
  }, [vehicleScope]);

  const go = (next: Step[]) => {
    moved.current = true;
    setTrail(next);
  };

  return (
    <nav className={styles.menu} aria-labelledby="category-menu-title">
      <h2 id="category-menu-title" className={styles.title}>
        {t('categories.title')}
      </h2>
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

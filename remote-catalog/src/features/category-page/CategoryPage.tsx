import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, paths, Spinner, useLocale, usePageTitle } from '@parts/shared-kernel';
import { BannerSlider } from '@parts/shared-kernel/banner-slider';
import { SliderType } from '@parts/shared-kernel';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/Breadcrumbs';
import { loadCategory } from '../categories/api/load-category';
import { categoryNamesAtom } from '../categories/category-names';
import { CategoryMenu } from '../categories/CategoryMenu';
import type { Category } from '../categories/category-schemas';
import type { BoardListItem } from '../product/product-schemas';
import { clearCurrentVehicle, useCurrentVehicle } from '../vehicle/current-vehicle';
import { boardSearchType, loadBoards } from './api/load-boards';
import styles from './category-page.module.css';

/** Boards shown at first, and added by each 'Show more' (each card loads its diagram thumbnail). */
export const BOARDS_PER_PAGE = 24;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; category: Category; parents: Category[]; boards: BoardListItem[] };

/** The category and its parents, nearest last (for the breadcrumbs). */
async function loadWithParents(id: string, signal: AbortSignal): Promise<{ category: Category; parents: Category[] }> {
  const category = await loadCategory(id, signal);
  const parents: Category[] = [];
  let parentId = category.ParentCategoryId;
  while (parentId && parents.length < 5) {
    try {
      const parent = await loadCategory(parentId, signal);
      parents.unshift(parent);
      parentId = parent.ParentCategoryId;
    } catch {
      break;
    }
  }
  return { category, parents };
}

/** /level4/category/:category: the category's boards, with retrofit boards behind 'Show retrofit'. */
export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const { category: param = '' } = useParams();
  const names = useAtomValue(categoryNamesAtom);
  const vehicle = useCurrentVehicle();
  const keys = JSON.stringify(vehicle?.VehicleKeyList ?? []);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [showRetrofit, setShowRetrofit] = useState(false);
  const [shown, setShown] = useState(BOARDS_PER_PAGE);

  // a failed load empties the vehicle; that change alone must not load the same category again
  const failedParam = useRef<string | null>(null);
  // names are in the shop's language: a switch loads the page again, keeping what is shown until then
  const locale = useLocale();
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (failedParam.current === param) {
      failedParam.current = null;
      return;
    }
    const controller = new AbortController();
    const scope = `${param}|${keys}`;
    if (shownFor.current !== scope) {
      setState({ status: 'loading' });
      setShowRetrofit(false);
      setShown(BOARDS_PER_PAGE);
    }
    (async () => {
      const { category, parents } = await loadWithParents(param, controller.signal);
      const boards = await loadBoards({ id: category.Id, searchType: boardSearchType(category.ParentCategoryId), VehicleKeyList: JSON.parse(keys) as (string | number)[] }, controller.signal);
      if (controller.signal.aborted) return;
      shownFor.current = scope;
      setState({ status: 'ready', category, parents, boards });
    })().catch(() => {
      if (controller.signal.aborted) return;
      shownFor.current = null;
      setState({ status: 'failed' });
      if (keys !== '[]') failedParam.current = param; // clearing the vehicle will run this effect again
      clearCurrentVehicle(); // SPEC section 4: a failed category load empties the saved vehicle
    });
    return () => controller.abort();
  }, [param, keys, locale]);

  const title = state.status === 'ready' ? state.category.Name || param : (names[param] ?? param);
  usePageTitle(title);
  const trail: Crumb[] = state.status === 'ready' ? [...state.parents.map((p) => ({ label: p.Name, href: paths.category.href(p.Id) })), { label: title }] : [{ label: title }];
  const boards = state.status === 'ready' ? state.boards : [];
  const retrofitCount = boards.filter((b) => b.Retrofit).length;
  const visible = boards.filter((b) => showRetrofit || !b.Retrofit);

  return (
    <div className={styles.page}>
      <Breadcrumbs trail={trail} />
      <h1 className={styles.title}>{title}</h1>
      <BannerSlider sliderType={SliderType.Category} compact />
      <div className={styles.layout}>
        <aside className={styles.aside}>
          {state.status === 'ready' ? (
            <CategoryMenu key={state.category.Id} startAt={state.parents.map((p) => ({ id: p.Id, name: p.Name }))} current={state.category.Id} />
          ) : (
            <CategoryMenu />
          )}
        </aside>
        <section className={styles.main} aria-labelledby="boards-title" aria-busy={state.status === 'loading'}>
          <div className={styles.toolbar}>
            <h2 id="boards-title" className={styles.subtitle}>
              {t('category.boards')}
            </h2>
            <label className={styles.retrofit}>
              <input type="checkbox" checked={showRetrofit} disabled={retrofitCount === 0} onChange={(e) => setShowRetrofit(e.target.checked)} />
              {t('category.showRetrofit')}
              {retrofitCount > 0 && <span className={styles.count}>({retrofitCount})</span>}
            </label>
          </div>
          {state.status === 'loading' && <Spinner label={t('category.loading')} />}
          {state.status === 'failed' && <Alert kind="danger">{t('category.failed')}</Alert>}
          {state.status === 'ready' && visible.length === 0 && <Alert kind="info">{t('category.empty')}</Alert>}
          {visible.length > 0 && (
            <ul className={styles.boards}>
              {visible.slice(0, shown).map((board) => (
                <li key={board.Id}>
                  <Link
                    className={styles.board}
                    to={paths.product.href(board.Id, {
                      hotspots: board.GrafikId ?? undefined,
                      vehicleSpecific: Boolean(vehicle) && board.VehicleSpecific,
                      category: state.status === 'ready' ? state.category.Id : undefined,
                    })}
                  >
                    {board.PictureUrl ? <img src={board.PictureUrl} alt="" loading="lazy" className={styles.picture} width={160} height={112} /> : <span className={styles.picture} />}
                    <span className={styles.boardName}>{board.Name}</span>
                    <span className={styles.sku}>{board.Sku}</span>
                    {board.Retrofit && <span className={styles.badge}>{t('category.retrofit')}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {visible.length > shown && (
            <Button variant="secondary" className={styles.more} onClick={() => setShown((n) => n + BOARDS_PER_PAGE)}>
              {t('category.showMore', { count: Math.min(BOARDS_PER_PAGE, visible.length - shown), total: visible.length - shown })}
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}

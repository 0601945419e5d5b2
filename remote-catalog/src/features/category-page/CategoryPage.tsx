import { useState } from 'react';
import { useApiQuery } from '@parts/shared-kernel/query';
import { Link, useParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, paths, Spinner, useLocale, usePageTitle } from '@parts/shared-kernel';
import { BannerSlider } from '@parts/shared-kernel/banner-slider';
import { SliderType } from '@parts/shared-kernel';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/Breadcrumbs';
import { CategoryMenu, useListedCategoryName } from '../categories/CategoryMenu';
import type { Category } from '../categories/category-schemas';
import type { BoardListItem } from '../product/product-schemas';
import { useCurrentVehicle, useFailedLoadEmptiesVehicle } from '../vehicle/current-vehicle';
import { boardSearchType, boardsQuery } from './api/load-boards';
import { categoryTrailQuery } from './api/load-category-trail';
import { slidesForCategory } from './category-banners';
import styles from './category-page.module.css';

/** Boards shown at first, and added by each 'Show more' (each card loads its diagram thumbnail). */
const BOARDS_PER_PAGE = 24;

type State =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; category: Category; parents: Category[]; boards: BoardListItem[] };

/** /level4/category/:category: the category's boards, with retrofit boards behind 'Show retrofit'. */
export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const { category: param = '' } = useParams();
  const listedName = useListedCategoryName(param);
  const vehicle = useCurrentVehicle();
  // names are in the shop's language: a switch loads the page again, keeping what is shown until then
  const locale = useLocale();

  // a failure pins the vehicle keys it was asked with, so emptying the vehicle does not load the same category again
  const [failedWith, setFailedWith] = useState<{ param: string; locale: string; keys: (string | number)[] } | null>(null);
  const pinned = failedWith && failedWith.param === param && failedWith.locale === locale ? failedWith.keys : null;
  const VehicleKeyList = pinned ?? vehicle?.VehicleKeyList ?? [];

  // 'Show retrofit' and 'Show more' start again for another category or vehicle
  const scope = JSON.stringify([param, VehicleKeyList]);
  const [view, setView] = useState({ scope, showRetrofit: false, shown: BOARDS_PER_PAGE });
  if (view.scope !== scope) setView({ scope, showRetrofit: false, shown: BOARDS_PER_PAGE });
  const { showRetrofit, shown } = view;

  const trailOptions = categoryTrailQuery(locale, param);
  const categoryTrail = useApiQuery(trailOptions);
  const category = categoryTrail.data?.category;
  const boardsOptions = boardsQuery(locale, {
    id: category?.Id ?? 0,
    searchType: boardSearchType(category ?? { ParentCategoryId: 0, HasSubCategories: false }),
    VehicleKeyList,
  });
  const boardList = useApiQuery({ ...boardsOptions, enabled: category !== undefined });

  const failed = categoryTrail.isError || boardList.isError;
  if (failed && !pinned) setFailedWith({ param, locale, keys: VehicleKeyList });
  useFailedLoadEmptiesVehicle(failed); // SPEC section 4: a failed category load empties the saved vehicle

  let state: State = { status: 'loading' };
  if (failed) state = { status: 'failed' };
  else if (categoryTrail.data && boardList.data) state = { status: 'ready', ...categoryTrail.data, boards: boardList.data };

  const title = state.status === 'ready' ? state.category.Name || param : (listedName ?? param);
  usePageTitle(title);
  const trail: Crumb[] =
    state.status === 'ready'
      ? [...state.parents.map((p) => ({ label: p.Name, href: paths.category.href(p.Id) })), { label: title }]
      : [{ label: title }];
  const boards = state.status === 'ready' ? state.boards : [];
  // the banners about this category (or one above it): known once the category is; none on a failure
  const bannerTrail =
    state.status === 'ready'
      ? new Set([state.category.Id, ...state.parents.map((p) => p.Id)])
      : state.status === 'failed'
        ? new Set<number>()
        : null;
  const retrofitCount = boards.filter((b) => b.Retrofit).length;
  const visible = boards.filter((b) => showRetrofit || !b.Retrofit);

  return (
    <div className={styles.page}>
      <Breadcrumbs trail={trail} />
      <h1 className={styles.title}>{title}</h1>
      <BannerSlider sliderType={SliderType.Category} compact choose={(slides) => slidesForCategory(slides, bannerTrail)} />
      <div className={styles.layout}>
        <aside className={styles.aside}>
          {state.status === 'ready' ? (
            <CategoryMenu
              key={state.category.Id}
              startAt={state.parents.map((p) => ({ id: p.Id, name: p.Name }))}
              current={state.category.Id}
            />
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
              <input
                type="checkbox"
                checked={showRetrofit}
                disabled={retrofitCount === 0}
                onChange={(e) => setView({ ...view, showRetrofit: e.target.checked })}
              />
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
                    {board.PictureUrl ? (
                      <img src={board.PictureUrl} alt="" loading="lazy" className={styles.picture} width={160} height={112} />
                    ) : (
                      <span className={styles.picture} />
                    )}
                    <span className={styles.boardName}>{board.Name}</span>
                    <span className={styles.sku}>{board.Sku}</span>
                    {board.Retrofit && <span className={styles.badge}>{t('category.retrofit')}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {visible.length > shown && (
            <Button variant="secondary" className={styles.more} onClick={() => setView({ ...view, shown: shown + BOARDS_PER_PAGE })}>
              {t('category.showMore', { count: Math.min(BOARDS_PER_PAGE, visible.length - shown), total: visible.length - shown })}
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}

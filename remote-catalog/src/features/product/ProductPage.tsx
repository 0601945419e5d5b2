import { useState } from 'react';
import { useApiQuery } from '@parts/shared-kernel/query';
import { Link, Navigate, useLocation, useParams, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, paths, Spinner, useLocale, usePageTitle } from '@parts/shared-kernel';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/Breadcrumbs';
import { categoryQuery } from '../categories/api/load-category';
import { useCurrentVehicle, useFailedLoadEmptiesVehicle } from '../vehicle/current-vehicle';
import { vehicleLabel } from '../vehicle/vehicle-label';
import { findProductQuery } from './api/find-product';
import { BoardValidity } from './BoardValidity';
import { BoardView, PART_PARAM, POSITION_PARAM } from './BoardView';
import { EquipmentConditions } from './EquipmentConditions';
import type { FoundBoard } from './product-schemas';
import { SimpleProduct } from './SimpleProduct';
import { PartNumberNotFound } from '../search/PartNumberNotFound';
import { useProductPage } from './use-product-page';
import { replacementText, supersededSearchOf, useSupersession, type SupersededSearch } from '../supersession/supersession';
import styles from './product-page.module.css';
import supersessionStyles from '../supersession/supersession.module.css';

/** /level4/product/:product (query hotspots, vehicleSpecific; `by=sku` when :product is a part number). */
export function ProductPage() {
  const [params] = useSearchParams();
  const { product = '' } = useParams();
  if (params.get('by') === 'sku') return <PartNumberLookup sku={product} vehicleSpecific={params.get('vehicleSpecific') === 'true'} />;
  return <ProductView id={Number(product)} />;
}

type Lookup =
  | { status: 'searching' }
  | { status: 'notFound' }
  | { status: 'choose'; boards: FoundBoard[]; superseded: SupersededSearch | null; part: string };

/**
 * A part number: resolved with Find to the board that draws it (the part chosen on it), else to the part itself.
 * Several boards: the dealer chooses one from a short list.
 */
function PartNumberLookup({ sku, vehicleSpecific }: { sku: string; vehicleSpecific: boolean }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const vehicle = useCurrentVehicle();
  const supersession = useSupersession();
  const options = findProductQuery(locale, {
    Sku: sku,
    EquipmentList: vehicle?.EquipmentList ?? [],
    VehicleKeyList: vehicleSpecific ? (vehicle?.VehicleKeyList ?? []) : [],
  });
  const find = useApiQuery(options);
  useFailedLoadEmptiesVehicle(find.isError);
  const boardHref = (board: FoundBoard, part = sku) =>
    paths.product.href(board.Id, {
      hotspots: board.GrafikId ?? undefined,
      vehicleSpecific: vehicleSpecific && board.VehicleSpecific,
      // the part searched for: chosen on the board (by its position when known) and its stock checked on arrival
      [PART_PARAM]: part,
      ...(board.Position ? { [POSITION_PARAM]: board.Position } : {}),
    });

  const found = find.data;
  let lookup: Lookup = find.isError ? { status: 'notFound' } : { status: 'searching' };
  if (found) {
    const [first, ...others] = found.Boards;
    // an old number (extension supersession): the boards are the current part's, which the page chooses and names
    const current = supersession ? found.Supersession?.ReplacedBy[0] : undefined;
    const superseded: SupersededSearch | null =
      current && found.Supersession
        ? { supersededSku: found.SimpleProduct?.Sku || sku, replacedBy: replacementText(found.Supersession.ReplacedBy) }
        : null;
    const state = superseded ?? undefined;
    if (first && others.length > 0) lookup = { status: 'choose', boards: found.Boards, superseded, part: current?.Sku ?? sku };
    else if (first) return <Navigate to={boardHref(first, current?.Sku ?? sku)} replace state={state} />;
    else if (current) return <Navigate to={paths.product.href(current.Id, { vehicleSpecific })} replace state={state} />;
    else if (found.SimpleProduct) return <Navigate to={paths.product.href(found.SimpleProduct.Id, { vehicleSpecific })} replace />;
    else lookup = { status: 'notFound' };
  }

  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ label: sku }]} />
      <h1 className={styles.title}>{t('product.searchTitle', { sku })}</h1>
      {lookup.status === 'searching' && <Spinner label={t('product.searching')} />}
      {lookup.status === 'notFound' && <PartNumberNotFound sku={sku} nearest={found?.Nearest ?? []} />}
      {lookup.status === 'choose' && lookup.superseded && <SupersededNotice search={lookup.superseded} />}
      {lookup.status === 'choose' && (
        <nav aria-labelledby="part-boards-title">
          <h2 id="part-boards-title" className={styles.subtitle}>
            {t('product.chooseBoard')}
          </h2>
          <ul className={styles.boards}>
            {lookup.boards.map((board) => (
              <li key={board.Id}>
                <Link to={boardHref(board, lookup.part)} state={lookup.superseded ?? undefined}>
                  {board.Name || board.Sku}
                </Link>
                {board.Retrofit && <span className={styles.tag}>{t('category.retrofit')}</span>}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

function useCategoryCrumbs(categoryId: string | null): Crumb[] {
  const locale = useLocale();
  const options = categoryQuery(locale, categoryId ?? '');
  const { data: category } = useApiQuery({ ...options, enabled: Boolean(categoryId) });
  return categoryId && category ? [{ label: category.Name, href: paths.category.href(category.Id) }] : [];
}

/** 'Part 99110000101 replaced by 99110000001': why the page shows another number than the one searched for. */
function SupersededNotice({ search }: { search: SupersededSearch }) {
  const { t } = useTranslation('catalog');
  return (
    <Alert kind="info" className={`${styles.vehicleLine} ${supersessionStyles.stickyNotice}`}>
      <span data-testid="superseded-notice">{t('supersession.notice', { sku: search.supersededSku, by: search.replacedBy })}</span>
    </Alert>
  );
}

function ProductView({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const location = useLocation();
  const supersession = useSupersession();
  // read once: the board then rewrites its query (the part chosen), which drops the navigation state
  const [superseded] = useState(() => supersededSearchOf(location.state));
  const vehicleSpecific = params.get('vehicleSpecific') === 'true';
  const { state, changeConditions } = useProductPage(id, vehicleSpecific, params.get('hotspots'));
  const categoryCrumbs = useCategoryCrumbs(params.get('category'));
  const name = state.status === 'board' ? state.board.Name || state.product.Name : state.status === 'simple' ? state.product.Name : '';
  usePageTitle(name);

  return (
    // a printed board is the board alone (BoardView prints its own heading): the rest of the page stays on screen
    <div className={[styles.page, state.status === 'board' ? styles.boardPage : ''].join(' ')}>
      <Breadcrumbs trail={[...categoryCrumbs, { label: name || t('product.title') }]} />
      {state.status === 'loading' && <Spinner label={t('product.loading')} />}
      {state.status === 'failed' && <Alert kind="danger">{t('product.failed')}</Alert>}
      {(state.status === 'board' || state.status === 'simple') && (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{name}</h1>
            <span className={styles.sku}>{state.product.Sku}</span>
            {state.status === 'board' && state.board.Serie && <span className={styles.tag}>{state.board.Serie}</span>}
            {state.status === 'board' && state.board.Retrofit && <span className={styles.tag}>{t('category.retrofit')}</span>}
          </header>
          {supersession && superseded && <SupersededNotice search={superseded} />}
          <VehicleLine vehicleSpecific={vehicleSpecific} />
          <EquipmentConditions
            conditions={state.conditions}
            onChange={changeConditions}
            disabled={state.status === 'board' && state.reloading}
          />
        </>
      )}
      {state.status === 'board' && (
        <>
          <BoardValidity rows={state.board.BoardDetail} />
          {state.board.Products.length === 0 ? (
            <Alert kind="info">{state.conditions.length > 0 ? t('product.selectEquipment') : t('product.noProducts')}</Alert>
          ) : (
            <div aria-busy={state.reloading} className={styles.printArea}>
              <BoardView key={state.product.Id} board={state.board} hotspots={state.hotspots} />
            </div>
          )}
        </>
      )}
      {state.status === 'simple' && <SimpleProduct product={state.product} stock={state.stock} />}
    </div>
  );
}

/** Which vehicle the board is shown for; a vehicle-specific page without one asks for the VIN. */
function VehicleLine({ vehicleSpecific }: { vehicleSpecific: boolean }) {
  const { t } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  if (!vehicle) {
    if (!vehicleSpecific) return null;
    return (
      <Alert kind="info" className={styles.vehicleLine}>
        {t('vin.vinNecessary')} <Link to={paths.level4.href()}>{t('product.findVehicle')}</Link>
      </Alert>
    );
  }
  const named = vehicleLabel(vehicle);
  const label = named === vehicle.Vin ? '' : named;
  return (
    <p className={styles.vehicleLine}>
      {t('product.forVehicle')} <strong>{label || vehicle.Vin}</strong>
      {vehicle.Vin && label ? <span className={styles.sku}> {vehicle.Vin}</span> : null} ·{' '}
      <Link to={paths.level4.href()}>{t('product.changeVehicle')}</Link>
    </p>
  );
}

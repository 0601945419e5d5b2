import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Button, useMediaQuery, useReferenceData } from '@parts/shared-kernel';
import { useSearchParams } from '@parts/shared-kernel/router';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import { vehicleLabel } from '../vehicle/vehicle-label';
import { BoardDiagram, type BoardDiagramHandle } from './BoardDiagram';
import { positionKey } from './hotspot-geometry';
import { PartsList, type PartsListHandle } from './PartsList';
import { CheckAllPrices } from './CheckAllPrices';
import { useStockChecks } from './stock-checks';
import { usePricesAtOnce } from './prices-at-once';
import { HotspotPanel } from './HotspotPanel';
import { hotspotLabels, notFittingPositions } from './board-positions';
import { NARROW } from './media';
import type { Board, Hotspot } from './product-schemas';
import styles from './product-page.module.css';

export const POSITION_PARAM = 'position';
/** Set by a part-number search: the board opens with that part chosen. */
export const PART_PARAM = 'part';

/**
 * A board: its diagram beside its parts list. Hover or click on either side highlights the other
 * (same position number); a click also scrolls to it. The chosen position lives in the URL, so a
 * copied link opens the same board with the same part highlighted.
 */
export function BoardView({ board, hotspots }: { board: Board; hotspots: Hotspot[] }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const [hovered, setHovered] = useState<string | null>(null);
  const diagramRef = useRef<BoardDiagramHandle>(null);
  const listRef = useRef<PartsListHandle>(null);
  const selected = positionKey(params.get(POSITION_PARAM));
  // a part found by its number: its stock is checked on arrival
  const [foundPart] = useState(() => params.get(PART_PARAM));
  const batch = hasExtension(useReferenceData().config, EXTENSIONS.batchStock);
  const [pricesAtOnce, setPricesAtOnce] = usePricesAtOnce();
  const stock = useStockChecks(board.Products, foundPart, pricesAtOnce);
  const narrow = useMediaQuery(NARROW);
  const [panel, setPanel] = useState<string | null>(null);
  const labels = useMemo(() => hotspotLabels(board.Products), [board.Products]);
  const dimmed = useMemo(() => notFittingPositions(board.Products), [board.Products]);

  const choose = useCallback(
    (position: string | null) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(PART_PARAM);
          if (position) next.set(POSITION_PARAM, position);
          else next.delete(POSITION_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // a part-number search opens the board with that part chosen
  const wantedPart = params.get(PART_PARAM);
  useEffect(() => {
    if (!wantedPart || selected) return;
    const part = board.Products.find((p) => p.Sku === wantedPart);
    const position = positionKey(part?.Position);
    choose(position);
    if (position) requestAnimationFrame(() => listRef.current?.reveal(position));
  }, [wantedPart, selected, board, choose]);

  // a shared link: show the chosen part once the board is there
  useEffect(() => {
    if (selected) requestAnimationFrame(() => listRef.current?.reveal(selected));
    // only when the board arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [board]);

  return (
    <>
      <PrintHeading name={board.Name || board.Sku} />
      <div className={styles.board}>
        <div className={styles.diagramColumn}>
          <BoardDiagram
            ref={diagramRef}
            title={board.Name}
            pictureUrl={board.PictureUrl}
            hotspots={hotspots}
            labels={labels}
            dimmed={dimmed}
            tools={
              <Button variant="secondary" size="small" onClick={() => window.print()} title={t('board.printTitle')}>
                {t('board.print')}
              </Button>
            }
            hovered={hovered}
            selected={selected}
            onHover={setHovered}
            onSelect={(position) => {
              if (narrow) {
                // a phone: the part opens in a panel over the diagram, the page stays where it is
                choose(position);
                setPanel(position);
                // the panel covers the foot of the screen: the hotspot tapped stays above it (a small scroll, not a jump)
                requestAnimationFrame(() => {
                  const spot = document.querySelector(`[data-testid="board-diagram"] [data-position="${CSS.escape(position)}"]`);
                  const bottom = spot?.getBoundingClientRect().bottom ?? 0;
                  const limit = window.innerHeight * 0.45;
                  if (bottom > limit) window.scrollBy({ top: bottom - limit + 8, behavior: 'smooth' });
                });
                return;
              }
              if (position === selected) {
                listRef.current?.focus(position); // chosen again: on to the part
                return;
              }
              choose(position);
              listRef.current?.reveal(position);
            }}
          />
          {narrow && panel && (
            <HotspotPanel
              position={panel}
              parts={board.Products}
              detail={board.BoardDetail}
              stock={stock}
              onClose={() => setPanel(null)}
              onShowInList={() => {
                setPanel(null);
                listRef.current?.reveal(panel);
              }}
            />
          )}
        </div>
        <div className={styles.partsColumn} data-testid="parts-column">
          <div className={styles.listTools}>
            {batch && (
              <label className={styles.atOnce}>
                <input type="checkbox" checked={pricesAtOnce} onChange={(e) => setPricesAtOnce(e.target.checked)} />
                {t('board.pricesAtOnce')}
              </label>
            )}
            {!stock.atOnce && <CheckAllPrices stock={stock} />}
            {stock.atOnce && (
              <span role="status" className={styles.atOnceStatus}>
                {stock.checkingAll ? t('board.checkingAll') : stock.checkable > 0 && stock.unchecked === 0 ? t('board.allChecked') : ''}
              </span>
            )}
          </div>
          <PartsList
            ref={listRef}
            parts={board.Products}
            detail={board.BoardDetail}
            stock={stock}
            hovered={hovered}
            selected={selected}
            onHover={setHovered}
            onSelect={(position) => {
              choose(position);
              diagramRef.current?.reveal(position);
            }}
          />
        </div>
      </div>
    </>
  );
}

/** On paper only: which board, for which vehicle, printed when. */
function PrintHeading({ name }: { name: string }) {
  const { t, i18n } = useTranslation('catalog');
  const vehicle = useCurrentVehicle();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  const vehicleName = vehicle ? vehicleLabel(vehicle) : '';
  return (
    <div className={styles.printHeading} data-testid="board-print-heading">
      <h2>{name}</h2>
      {vehicleName && (
        <p>
          {t('board.vehicle', { vehicle: vehicle?.Vin && vehicle.Vin !== vehicleName ? `${vehicleName} (${vehicle.Vin})` : vehicleName })}
        </p>
      )}
      <p>{t('board.printedOn', { date: printedAt.toLocaleDateString(i18n.language) })}</p>
    </div>
  );
}

import { WhereUsedButton } from '../where-used/WhereUsedButton';
import { forwardRef, Fragment, useEffect, useImperativeHandle, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useReferenceData } from '@parts/shared-kernel';
import { defaultQuantity, visibleAttributes } from './availability';
import { positionKey } from './hotspot-geometry';
import { CheckButton, LineBuy, WarehouseTable } from './PartPurchase';
import { FitNote } from './FitNote';
import { SupersessionNote } from '../supersession/SupersessionChain';
import { StockFigure } from './StockFigure';
import { useQuantityText } from './quantity-field';
import type { Board, CatalogueProduct } from './product-schemas';
import type { StockChecks } from './stock-checks';
import styles from './parts-list.module.css';

export interface PartsListHandle {
  /** Scroll the first row of a position into view (the list scrolls on its own beside the diagram). */
  reveal: (position: string) => void;
  /** Move the keyboard focus into the part's row (its buying controls, else its position). */
  focus: (position: string) => void;
}

interface Props {
  parts: CatalogueProduct[];
  /** The board's 'Valid for' rows (what a part that does not fit is for). */
  detail: Board['BoardDetail'];
  /** The board's stock checks ('Check all prices', prices at once, and each row's own). */
  stock: StockChecks;
  /** The position highlighted from the diagram (hover or focus) or chosen (click). */
  hovered: string | null;
  selected: string | null;
  onHover: (position: string | null) => void;
  onSelect: (position: string) => void;
}

const INTERACTIVE = 'button, a, input, select, textarea, label, summary';

/**
 * The parts of a board, one dense line each: position, number and name (with its supersession
 * note), quantity per vehicle, the dealer's price, total stock with where it is and the soonest
 * delivery, quantity and add. The stock per warehouse, the price details and the description open
 * on demand under the line. Hover or click on a line highlights its hotspot (same position number).
 */
export const PartsList = forwardRef<PartsListHandle, Props>(function PartsList(
  { parts, detail, stock, hovered, selected, onHover, onSelect },
  ref,
) {
  const { t } = useTranslation('catalog');
  const tableRef = useRef<HTMLTableElement>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const rowOf = (position: string) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-testid="part-row"][data-position="${CSS.escape(position)}"]`);
  useImperativeHandle(ref, () => ({
    reveal(position) {
      rowOf(position)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    },
    focus(position) {
      const row = rowOf(position);
      const target = row?.querySelector<HTMLElement>('[data-buy] input, [data-buy] button') ?? row?.querySelector<HTMLElement>('button');
      target?.focus();
    },
  }));

  const onRowClick = (event: MouseEvent, position: string | null) => {
    if (!position || (event.target as HTMLElement).closest(INTERACTIVE)) return;
    onSelect(position);
  };
  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <table className={styles.table} ref={tableRef} aria-label={t('board.parts')}>
      <thead>
        <tr>
          <th scope="col" className={styles.toggleCell}>
            <span className={styles.hidden}>{t('board.details')}</span>
          </th>
          <th scope="col" className={styles.pos}>
            {t('board.position')}
          </th>
          <th scope="col">{t('board.part')}</th>
          <th scope="col" className={[styles.num, styles.perVehicle].join(' ')} title={t('board.perVehicleTitle')}>
            {t('board.perVehicle')}
          </th>
          <th scope="col" className={[styles.num, styles.priceCell].join(' ')}>
            {t('board.price')}
          </th>
          <th scope="col" className={styles.stockCell}>
            {t('board.stock')}
          </th>
          <th scope="col" className={styles.buyHead}>
            <span className={styles.hidden}>{t('part.quantity')}, </span>
            {t('board.buy')}
          </th>
        </tr>
      </thead>
      {parts.map((part, index) => {
        const position = positionKey(part.Position);
        const key = `${part.Id}-${index}`;
        const isSelected = position !== null && position === selected;
        const isHovered = position !== null && position === hovered;
        const expanded = open.has(key);
        const detailId = `part-detail-${key}`;
        return (
          <tbody
            key={key}
            data-position={position ?? undefined}
            data-active={isSelected || isHovered ? 'true' : undefined}
            aria-current={isSelected ? 'true' : undefined}
            data-testid="part-row"
            className={[
              styles.row,
              isSelected ? styles.selected : '',
              isHovered ? styles.hovered : '',
              part.NotApplicable ? styles.notApplicable : '',
            ].join(' ')}
            onMouseEnter={() => position && onHover(position)}
            onMouseLeave={() => onHover(null)}
            onClick={(e) => onRowClick(e, position)}
          >
            <tr className={styles.line}>
              <td className={styles.toggleCell}>
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={detailId}
                  aria-label={t('board.detailsOf', { sku: part.Sku })}
                  title={t('board.detailsTitle')}
                  onClick={() => toggle(key)}
                >
                  <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                </button>
              </td>
              <td className={styles.pos}>
                {position ? (
                  <button
                    type="button"
                    className={styles.posButton}
                    onClick={() => onSelect(position)}
                    aria-pressed={isSelected}
                    aria-label={t('diagram.position', { position })}
                    onFocus={() => onHover(position)}
                    onBlur={() => onHover(null)}
                  >
                    {position}
                  </button>
                ) : (
                  '–'
                )}
              </td>
              <td className={styles.partCell}>
                <span className={styles.name}>{part.Name}</span>
                <span className={styles.meta} title={[part.CommentBefore, part.CommentAfter].filter(Boolean).join(' · ') || undefined}>
                  <span className={styles.sku}>{part.Sku}</span>
                  <SupersessionNote supersession={part.Supersession} className={styles.supersession} />
                  {part.CommentBefore && <span className={styles.comment}>{part.CommentBefore}</span>}
                  {part.CommentAfter && <span className={styles.comment}>{part.CommentAfter}</span>}
                </span>
              </td>
              <td className={[styles.num, styles.perVehicle].join(' ')}>
                <span className={styles.cellLabel}>{t('board.perVehicle')} </span>
                {part.Quantity ?? '–'}
              </td>
              <LineCells part={part} detail={detail} stock={stock} />
            </tr>
            <tr className={styles.detailRow} id={detailId} hidden={!expanded}>
              <td colSpan={7}>{expanded && <PartDetail part={part} stock={stock} />}</td>
            </tr>
          </tbody>
        );
      })}
    </table>
  );
});

/** Price, stock and buying cells of one line, or SPEC's check button, the not-applicable warning or 'Product temporarily unavailable.' in their place. */
function LineCells({ part, detail, stock }: { part: CatalogueProduct; detail: Board['BoardDetail']; stock: StockChecks }) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const check = stock.get(part.Sku);
  // the order field's quantity: the line's delivery promise is for it
  const quantity = useQuantityText(defaultQuantity(part.Attributes));
  // after a check started from the line's button, the focus goes on to what replaced it (keyboard users keep their place)
  const focusNext = useRef(false);
  const resultRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (check.status !== 'checked' || !focusNext.current) return;
    focusNext.current = false;
    resultRef.current?.focus();
  }, [check.status]);
  if (part.NotApplicable) {
    const row = detail.find((item) => item.Id === part.Id && (part.Position === null || item.Position === part.Position));
    return (
      <td colSpan={3} className={styles.spanCell}>
        <FitNote part={part} detail={row} className={styles.fit} />
      </td>
    );
  }
  if (check.status !== 'checked') {
    return (
      <td colSpan={3} className={styles.spanCell} data-buy>
        <CheckButton
          sku={part.Sku}
          loading={check.status === 'loading'}
          onCheck={() => {
            focusNext.current = true;
            return stock.checkOne(part.Sku);
          }}
        />
      </td>
    );
  }
  const answer = check.stock;
  if (!(answer.Price > 0)) {
    return (
      <td colSpan={3} className={styles.spanCell}>
        <span className={styles.unavailable} role="status" tabIndex={-1} ref={(el) => void (resultRef.current = el)}>
          {t('part.unavailable')}
        </span>
      </td>
    );
  }
  return (
    <>
      <td className={[styles.num, styles.priceCell].join(' ')}>
        <span className={styles.cellLabel}>{t('board.price')} </span>
        <span className={styles.price} data-testid="part-price" title={t('part.price')}>
          {formatMoney(answer.Price)}
        </span>
        {config.general.showPriceNetto && (
          <span className={styles.net} title={t('part.priceNetto')} data-testid="part-price-net">
            {t('board.net', { price: formatMoney(answer.PriceNetto) })}
          </span>
        )}
      </td>
      <td className={styles.stockCell}>
        <span className={styles.cellLabel}>{t('board.stock')} </span>
        <StockFigure stock={answer} quantity={quantity.quantity} />
      </td>
      <td className={styles.buyCell} data-buy>
        <LineBuy product={part} inputRef={resultRef} quantity={quantity} />
      </td>
    </>
  );
}

/** What opens under a line: stock per warehouse (with headers), price details, attributes and the description. */
function PartDetail({ part, stock }: { part: CatalogueProduct; stock: StockChecks }) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const check = stock.get(part.Sku);
  const answer = check.status === 'checked' ? check.stock : null;
  const attributes = visibleAttributes(part.Attributes);
  return (
    <div className={styles.detail}>
      {answer && answer.Price > 0 && !part.NotApplicable && <WarehouseTable stock={answer} />}
      <dl className={styles.facts}>
        {answer && answer.Price > 0 && (
          <>
            {config.general.showPriceNetto && <Fact label={t('part.priceNetto')} value={formatMoney(answer.PriceNetto)} />}
            <Fact label={t('part.price')} value={formatMoney(answer.Price)} />
            {answer.OldPrice > 0 && answer.OldPrice !== answer.Price && (
              <Fact label={t('part.oldPrice')} value={formatMoney(answer.OldPrice)} />
            )}
            {answer.Discount > 0 && <Fact label={t('part.discount')} value={t('part.percent', { value: answer.Discount })} />}
          </>
        )}
        {part.CommentBefore && <Fact label={t('part.note')} value={part.CommentBefore} />}
        {part.CommentAfter && <Fact label={t('part.note')} value={part.CommentAfter} />}
        {attributes.map(([name, value]) => (
          <Fact key={name} label={name} value={value} />
        ))}
        <Fact label={t('part.description')} value={part.FullDescription || t('part.noDescription')} />
      </dl>
      <WhereUsedButton sku={part.Sku} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Fragment>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  );
}

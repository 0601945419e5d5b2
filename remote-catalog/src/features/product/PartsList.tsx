import { forwardRef, useImperativeHandle, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleAttributes } from './availability';
import { positionKey } from './hotspot-geometry';
import { PartPurchase } from './PartPurchase';
import { SupersessionChain } from '../supersession/SupersessionChain';
import type { CatalogueProduct } from './product-schemas';
import type { StockChecks } from './stock-checks';
import styles from './parts-list.module.css';

export interface PartsListHandle {
  /** Scroll the first row of a position into view. */
  reveal: (position: string) => void;
  /** Move the keyboard focus into the part's row (its buying controls, else its position). */
  focus: (position: string) => void;
}

interface Props {
  parts: CatalogueProduct[];
  /** The board's stock checks ('Check all prices' and each row's own). */
  stock: StockChecks;
  /** The position highlighted from the diagram (hover or focus) or chosen (click). */
  hovered: string | null;
  selected: string | null;
  onHover: (position: string | null) => void;
  onSelect: (position: string) => void;
}

const INTERACTIVE = 'button, a, input, select, textarea, label, summary';

/** The parts of a board: hover or click on a row highlights its hotspot (same position number). */
export const PartsList = forwardRef<PartsListHandle, Props>(function PartsList({ parts, stock, hovered, selected, onHover, onSelect }, ref) {
  const { t } = useTranslation('catalog');
  const tableRef = useRef<HTMLTableElement>(null);
  useImperativeHandle(ref, () => ({
    reveal(position) {
      const row = tableRef.current?.querySelector<HTMLElement>(`tr[data-position="${CSS.escape(position)}"]`);
      row?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    },
    focus(position) {
      const row = tableRef.current?.querySelector<HTMLElement>(`tr[data-position="${CSS.escape(position)}"]`);
      const target = row?.querySelector<HTMLElement>('[data-buy] input, [data-buy] button') ?? row?.querySelector<HTMLElement>('button');
      target?.focus();
    },
  }));

  const onRowClick = (event: MouseEvent, position: string | null) => {
    if (!position || (event.target as HTMLElement).closest(INTERACTIVE)) return;
    onSelect(position);
  };

  return (
    <table className={styles.table} ref={tableRef} aria-label={t('board.parts')}>
      <thead>
        <tr>
          <th scope="col" className={styles.pos}>
            {t('board.position')}
          </th>
          <th scope="col">{t('board.part')}</th>
          <th scope="col" className={styles.buyCol}>
            {t('board.priceAndStock')}
          </th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part, index) => {
          const position = positionKey(part.Position);
          const isSelected = position !== null && position === selected;
          const isHovered = position !== null && position === hovered;
          const attributes = visibleAttributes(part.Attributes);
          return (
            <tr
              key={`${part.Id}-${index}`}
              data-position={position ?? undefined}
              data-active={isSelected || isHovered ? 'true' : undefined}
              aria-current={isSelected ? 'true' : undefined}
              data-testid="part-row"
              className={[styles.row, isSelected ? styles.selected : '', isHovered ? styles.hovered : '', part.NotApplicable ? styles.notApplicable : ''].join(' ')}
              onMouseEnter={() => position && onHover(position)}
              onMouseLeave={() => onHover(null)}
              onClick={(e) => onRowClick(e, position)}
            >
              <td className={styles.pos}>
                {position ? (
                  <button type="button" className={styles.posButton} onClick={() => onSelect(position)} aria-pressed={isSelected} aria-label={t('diagram.position', { position })} onFocus={() => onHover(position)} onBlur={() => onHover(null)}>
                    {position}
                  </button>
                ) : (
                  '–'
                )}
              </td>
              <td>
                {part.CommentBefore && <p className={styles.comment}>{part.CommentBefore}</p>}
                <div className={styles.name}>{part.Name}</div>
                <div className={styles.sku}>{part.Sku}</div>
                <SupersessionChain supersession={part.Supersession} />
                {attributes.length > 0 && (
                  <dl className={styles.attributes}>
                    {attributes.map(([name, value]) => (
                      <div key={name}>
                        <dt>{name}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {part.CommentAfter && <p className={styles.comment}>{part.CommentAfter}</p>}
                <details className={styles.details}>
                  <summary>{t('part.description')}</summary>
                  <p>{part.FullDescription || t('part.noDescription')}</p>
                </details>
              </td>
              <td className={styles.buyCol} data-buy>
                <PartPurchase product={part} compact check={stock.get(part.Sku)} onCheck={() => stock.checkOne(part.Sku)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { positionKey } from './hotspot-geometry';
import { FitNote } from './FitNote';
import { PartPurchase } from './PartPurchase';
import { SupersessionNote } from '../supersession/SupersessionChain';
import type { Board, CatalogueProduct } from './product-schemas';
import type { StockChecks } from './stock-checks';
import styles from './hotspot-panel.module.css';

/**
 * On a phone, a tapped hotspot's parts in a panel over the diagram: number, name, quantity per
 * vehicle, price, stock per warehouse (labelled) and add, without leaving the diagram. Closes with
 * its button or Escape; 'Show in list' goes on to the part's line.
 */
export function HotspotPanel({
  position,
  parts,
  detail,
  stock,
  onClose,
  onShowInList,
}: {
  position: string;
  parts: CatalogueProduct[];
  detail: Board['BoardDetail'];
  stock: StockChecks;
  onClose: () => void;
  onShowInList: () => void;
}) {
  const { t } = useTranslation('catalog');
  const ref = useRef<HTMLElement>(null);
  const here = parts.filter((part) => positionKey(part.Position) === position);
  useEffect(() => {
    ref.current?.focus();
  }, [position]);
  const titleId = `hotspot-panel-${position}`;
  return (
    <section
      ref={ref}
      className={styles.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="hotspot-panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('diagram.position', { position })}
        </h2>
        <button type="button" className={styles.link} onClick={onShowInList}>
          {t('panel.showInList')}
        </button>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('panel.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {here.map((part, index) => {
        const row = detail.find((item) => item.Id === part.Id && item.Position === part.Position);
        return (
          <article key={`${part.Id}-${index}`} className={styles.part} data-testid="panel-part">
            <p className={styles.name}>
              <span className={styles.sku}>{part.Sku}</span> {part.Name}
            </p>
            <p className={styles.meta}>
              {t('board.perVehicleTitle')}: {part.Quantity ?? '–'}
              {part.CommentAfter && <> · {part.CommentAfter}</>}
            </p>
            <SupersessionNote supersession={part.Supersession} className={styles.meta} />
            {part.NotApplicable ? (
              <FitNote part={part} detail={row} className={styles.fit} />
            ) : (
              <PartPurchase product={part} check={stock.get(part.Sku)} onCheck={() => stock.checkOne(part.Sku)} />
            )}
          </article>
        );
      })}
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useReferenceData } from '@parts/shared-kernel';
import { positionKey } from './hotspot-geometry';
import { FitNote } from './FitNote';
import { CheckButton, LineBuy, WarehouseTable } from './PartPurchase';
import { StockFigure } from './StockFigure';
import { defaultQuantity } from './availability';
import { useQuantityText } from './quantity-field';
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
            {part.NotApplicable ? <FitNote part={part} detail={row} className={styles.fit} /> : <PanelBuy part={part} stock={stock} />}
          </article>
        );
      })}
    </section>
  );
}

/** A part's price, stock (total and per warehouse, labelled) and add; or SPEC's check button, or 'Product temporarily unavailable.'. */
function PanelBuy({ part, stock }: { part: CatalogueProduct; stock: StockChecks }) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const check = stock.get(part.Sku);
  const quantity = useQuantityText(defaultQuantity(part.Attributes)); // the promise under the price is for it
  if (check.status !== 'checked')
    return <CheckButton sku={part.Sku} loading={check.status === 'loading'} onCheck={() => stock.checkOne(part.Sku)} />;
  const answer = check.stock;
  if (!(answer.Price > 0)) {
    return (
      <p className={styles.unavailable} role="status">
        {t('part.unavailable')}
      </p>
    );
  }
  return (
    <div className={styles.buy}>
      <p className={styles.prices}>
        <span className={styles.price} data-testid="part-price" title={t('part.price')}>
          {formatMoney(answer.Price)}
        </span>
        {config.general.showPriceNetto && <span className={styles.net}>{t('board.net', { price: formatMoney(answer.PriceNetto) })}</span>}
        <StockFigure stock={answer} quantity={quantity.quantity} />
      </p>
      <WarehouseTable stock={answer} />
      <LineBuy product={part} quantity={quantity} />
    </div>
  );
}

import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, formatMoney, selectOnFocus, useReferenceData } from '@parts/shared-kernel';
import { useAddToCart } from '../cart/add-to-cart';
import { DeliveryEstimate, useDeliveryEstimates } from '../delivery/DeliveryEstimate';
import { NumberField } from '@parts/shared-kernel/messages';
import { useStockChecks, type StockCheck } from './stock-checks';
import { useQuantityText, type QuantityText } from './quantity-field';
import { defaultQuantity, isAvailable, isTemporarilyUnavailable } from './availability';
import type { CatalogueProduct, ProductStock } from './product-schemas';
import styles from './part-purchase.module.css';

/** The stock and price of a product as its own data tells them (the fallback when the stock call fails). */
export function stockFromProduct(product: CatalogueProduct): ProductStock {
  return {
    Id: product.Id,
    Sku: product.Sku,
    Name: product.Name,
    Price: product.Price,
    OldPrice: product.OldPrice,
    PriceNetto: product.PriceNetto,
    OldPriceNetto: product.OldPriceNetto,
    Discount: product.Discount,
    WarehouseInventory: product.WarehouseInventory,
  };
}

/**
 * Buying one part: 'Check Stock and Price' ('Loading' while fetching), then price, old price, the
 * dealer's discount, stock per warehouse, quantity and 'Add to cart'; or 'Product temporarily
 * unavailable.'; or, for a part that does not fit the vehicle, only the warning. On a board the
 * check is the board's (`check`, `onCheck`: 'Check all prices' fills every row); alone, its own.
 * While loading, the answer's place is kept (drawn hidden from the product's own data), so the
 * row does not grow when the answer arrives.
 */
export function PartPurchase({
  product,
  initialStock,
  compact = false,
  check: boardCheck,
  onCheck,
}: {
  product: CatalogueProduct;
  initialStock?: ProductStock | undefined;
  compact?: boolean;
  check?: StockCheck;
  onCheck?: () => Promise<void>;
}) {
  const { t } = useTranslation('catalog');
  // alone (not on a board, no stock given): its own check
  const own = useStockChecks(
    useMemo(() => [product], [product]),
    null,
  );
  const check = boardCheck ?? (initialStock ? { status: 'checked' as const, stock: initialStock } : own.get(product.Sku));
  // after a check started from the button, the focus goes on to what replaced it (keyboard users keep their place)
  const moveFocus = useRef(false);
  const resultRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (check.status !== 'checked' || !moveFocus.current) return;
    moveFocus.current = false;
    resultRef.current?.focus();
  }, [check.status]);

  if (product.NotApplicable) {
    return (
      <Alert kind="warning" className={styles.notApplicable}>
        {t('part.notApplicable')}
      </Alert>
    );
  }

  if (check.status !== 'checked') {
    const runCheck = async () => {
      moveFocus.current = true;
      return onCheck ? onCheck() : own.checkOne(product.Sku);
    };
    const loading = check.status === 'loading';
    const button = (
      <Button
        variant="secondary"
        size={compact ? 'small' : 'normal'}
        className={loading ? styles.pendingButton : undefined}
        onClick={() => void runCheck()}
        disabled={loading}
        aria-label={`${loading ? t('part.loading') : t('part.check')} ${product.Sku}`}
      >
        {loading ? t('part.loading') : t('part.check')}
      </Button>
    );
    if (!loading) return button;
    return (
      <div className={styles.pending} aria-busy="true">
        <div className={styles.placeholder} aria-hidden="true">
          <StockView product={product} stock={stockFromProduct(product)} compact={compact} placeholder />
        </div>
        {button}
      </div>
    );
  }

  return <StockView product={product} stock={check.stock} compact={compact} resultRef={resultRef} />;
}

/** A checked part: prices, stock per warehouse and the buying form, or 'Product temporarily unavailable.'. */
function StockView({
  product,
  stock,
  compact,
  placeholder = false,
  resultRef,
}: {
  product: CatalogueProduct;
  stock: ProductStock;
  compact: boolean;
  placeholder?: boolean;
  resultRef?: { current: HTMLElement | null };
}) {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const { add, adding } = useAddToCart();
  const quantity = useQuantityText(defaultQuantity(product.Attributes));
  const quantityId = useId();
  const messageId = `${quantityId}-message`;
  const keep = (el: HTMLElement | null) => {
    if (resultRef) resultRef.current = el;
  };

  if (isTemporarilyUnavailable(true, stock.Price)) {
    return (
      <p className={styles.unavailable} role={placeholder ? undefined : 'status'} tabIndex={-1} ref={keep}>
        {t('part.unavailable')}
      </p>
    );
  }

  const amount = quantity.quantity;
  const quantityValid = amount !== null;

  return (
    <div className={styles.purchase} data-testid={placeholder ? undefined : 'part-purchase'}>
      <dl className={styles.prices}>
        <div>
          <dt>{t('part.price')}</dt>
          <dd className={styles.price} data-testid={placeholder ? undefined : 'part-price'}>
            {formatMoney(stock.Price)}
          </dd>
        </div>
        {config.general.showPriceNetto && (
          <div>
            <dt>{t('part.priceNetto')}</dt>
            <dd>{formatMoney(stock.PriceNetto)}</dd>
          </div>
        )}
        {stock.OldPrice > 0 && stock.OldPrice !== stock.Price && (
          <div>
            <dt>{t('part.oldPrice')}</dt>
            <dd>
              <s>{formatMoney(stock.OldPrice)}</s>
            </dd>
          </div>
        )}
        {stock.Discount > 0 && (
          <div>
            <dt>{t('part.discount')}</dt>
            <dd>{t('part.percent', { value: stock.Discount })}</dd>
          </div>
        )}
      </dl>
      <WarehouseTable stock={stock} placeholder={placeholder} />
      {isAvailable(true, stock.Price) && (
        <form
          className={styles.buy}
          onSubmit={(e) => {
            e.preventDefault();
            if (amount !== null && !placeholder) void add(product.Id, amount);
          }}
        >
          <label htmlFor={quantityId} className={styles.quantityLabel}>
            {t('part.quantity')}
          </label>
          <input
            ref={keep}
            id={quantityId}
            tabIndex={placeholder ? -1 : undefined}
            className={styles.quantity}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quantity.text}
            onChange={(e) => quantity.setText(e.target.value)}
            aria-invalid={quantity.error ? true : undefined}
            aria-describedby={quantity.error ? messageId : undefined}
            {...selectOnFocus}
          />
          <Button
            type="submit"
            size={compact ? 'small' : 'normal'}
            disabled={!quantityValid || adding || placeholder}
            aria-label={`${t('part.addToCart')} ${product.Sku}`}
          >
            {t('part.addToCart')}
          </Button>
          {!placeholder && <NumberField id={messageId} error={quantity.error} note={null} className={styles.quantityMessage} />}
        </form>
      )}
    </div>
  );
}

/**
 * A part's stock per warehouse, labelled (warehouse, pieces in stock, delivery): one row per
 * warehouse, the dealer's own branch marked. `placeholder`: drawn hidden to keep the answer's place.
 */
export function WarehouseTable({ stock, placeholder = false }: { stock: ProductStock; placeholder?: boolean }) {
  const { t } = useTranslation('catalog');
  const { warehouses } = useReferenceData();
  const delivery = useDeliveryEstimates();
  const warehouseName = (id: number, name: string) => name || warehouses.find((w) => w.Id === id)?.Name || `#${id}`;
  return (
    <table className={styles.stock} aria-label={placeholder ? undefined : t('part.stock')}>
      <thead>
        <tr>
          <th scope="col">{t('part.warehouse')}</th>
          <th scope="col" className={styles.num}>
            {t('part.inStock')}
          </th>
          {delivery && (
            <th scope="col" className={styles.delivery}>
              {t('part.delivery')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {stock.WarehouseInventory.length === 0 ? (
          <tr>
            <td colSpan={delivery ? 3 : 2}>{t('part.noStock')}</td>
          </tr>
        ) : (
          stock.WarehouseInventory.map((w) => (
            <tr key={w.WarehouseId} className={w.Branch ? styles.branchRow : undefined}>
              <th scope="row" className={styles.warehouseName}>
                {warehouseName(w.WarehouseId, w.WarehouseName)}
                {w.Branch && <span className={styles.branchTag}> {t('stock.yourBranch')}</span>}
              </th>
              <td className={styles.num}>{t('stock.pieces', { count: w.StockQuantity })}</td>
              {/* the column is there from the placeholder on (its width reserved), so the answer does not move the row */}
              {delivery && <td className={styles.delivery}>{placeholder ? null : <DeliveryEstimate estimate={w} />}</td>}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** SPEC's 'Check Stock and Price' of one part ('Loading' while fetching), named with its number. */
export function CheckButton({ sku, loading, onCheck }: { sku: string; loading: boolean; onCheck: () => Promise<void> }) {
  const { t } = useTranslation('catalog');
  return (
    <Button
      variant="secondary"
      size="small"
      className={styles.lineCheck}
      onClick={() => void onCheck()}
      disabled={loading}
      aria-busy={loading || undefined}
      aria-label={`${loading ? t('part.loading') : t('part.check')} ${sku}`}
    >
      {loading ? t('part.loading') : t('part.check')}
    </Button>
  );
}

/**
 * Quantity and add, on a board's line (the quantity labelled for screen readers and on a phone).
 * `quantity`: the line's quantity when the line shows it elsewhere too (its delivery promise).
 */
export function LineBuy({
  product,
  inputRef,
  quantity: shared,
}: {
  product: Pick<CatalogueProduct, 'Id' | 'Sku' | 'Attributes'>;
  inputRef?: { current: HTMLElement | null };
  quantity?: QuantityText;
}) {
  const { t } = useTranslation('catalog');
  const { add, adding } = useAddToCart();
  const own = useQuantityText(defaultQuantity(product.Attributes));
  const quantity = shared ?? own;
  const quantityId = useId();
  const messageId = `${quantityId}-message`;
  const amount = quantity.quantity;
  return (
    <form
      className={styles.lineBuy}
      onSubmit={(e) => {
        e.preventDefault();
        if (amount !== null) void add(product.Id, amount);
      }}
    >
      <label htmlFor={quantityId} className={styles.lineQuantityLabel}>
        {t('part.quantity')}
      </label>
      <input
        ref={(el) => {
          if (inputRef) inputRef.current = el;
        }}
        id={quantityId}
        className={styles.lineQuantity}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={quantity.text}
        onChange={(e) => quantity.setText(e.target.value)}
        aria-invalid={quantity.error ? true : undefined}
        aria-describedby={quantity.error ? messageId : undefined}
        {...selectOnFocus}
      />
      <Button
        type="submit"
        size="small"
        className={styles.lineAdd}
        disabled={amount === null || adding}
        aria-label={`${t('part.addToCart')} ${product.Sku}`}
        title={t('part.addToCart')}
      >
        {t('part.add')}
      </Button>
      <NumberField id={messageId} error={quantity.error} note={null} className={styles.lineQuantityMessage} />
    </form>
  );
}

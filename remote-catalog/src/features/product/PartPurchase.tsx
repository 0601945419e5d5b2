import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, formatMoney, useReferenceData } from '@parts/shared-kernel';
import { useAddToCart } from '../cart/add-to-cart';
import { useVehicleBrand } from '../vehicle/current-vehicle';
import { checkProductStock } from './api/check-product-stock';
import { defaultQuantity, isAvailable, isTemporarilyUnavailable } from './availability';
import type { CatalogueProduct, ProductStock } from './product-schemas';
import styles from './part-purchase.module.css';

type Check = { status: 'idle' } | { status: 'loading' } | { status: 'checked'; stock: ProductStock };

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
 * unavailable.'; or, for a part that does not fit the vehicle, only the warning.
 */
export function PartPurchase({ product, initialStock, compact = false }: { product: CatalogueProduct; initialStock?: ProductStock | undefined; compact?: boolean }) {
  const { t } = useTranslation('catalog');
  const { config, warehouses } = useReferenceData();
  const brand = useVehicleBrand();
  const { add, adding } = useAddToCart();
  const [check, setCheck] = useState<Check>(initialStock ? { status: 'checked', stock: initialStock } : { status: 'idle' });
  const [quantity, setQuantity] = useState(String(defaultQuantity(product.Attributes)));
  const quantityId = useId();
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
      setCheck({ status: 'loading' });
      try {
        setCheck({ status: 'checked', stock: await checkProductStock({ sku: product.Sku, ...brand }) });
      } catch {
        setCheck({ status: 'idle' }); // the failure was shown; the dealer may try again
      }
    };
    return (
      <Button variant="secondary" size={compact ? 'small' : 'normal'} onClick={() => void runCheck()} disabled={check.status === 'loading'} aria-label={`${check.status === 'loading' ? t('part.loading') : t('part.check')} ${product.Sku}`}>
        {check.status === 'loading' ? t('part.loading') : t('part.check')}
      </Button>
    );
  }

  const { stock } = check;
  if (isTemporarilyUnavailable(true, stock.Price)) {
    return (
      <p className={styles.unavailable} role="status" tabIndex={-1} ref={(el) => void (resultRef.current = el)}>
        {t('part.unavailable')}
      </p>
    );
  }

  const amount = Number(quantity);
  const quantityValid = Number.isInteger(amount) && amount > 0;
  const warehouseName = (id: number, name: string) => name || warehouses.find((w) => w.Id === id)?.Name || `#${id}`;

  return (
    <div className={styles.purchase} data-testid="part-purchase">
      <dl className={styles.prices}>
        <div>
          <dt>{t('part.price')}</dt>
          <dd className={styles.price} data-testid="part-price">
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
      <table className={styles.stock} aria-label={t('part.stock')}>
        <thead>
          <tr>
            <th scope="col">{t('part.warehouse')}</th>
            <th scope="col" className={styles.num}>
              {t('part.inStock')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stock.WarehouseInventory.length === 0 ? (
            <tr>
              <td colSpan={2}>{t('part.noStock')}</td>
            </tr>
          ) : (
            stock.WarehouseInventory.map((w) => (
              <tr key={w.WarehouseId}>
                <td>{warehouseName(w.WarehouseId, w.WarehouseName)}</td>
                <td className={styles.num}>{w.StockQuantity}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {isAvailable(true, stock.Price) && (
        <form
          className={styles.buy}
          onSubmit={(e) => {
            e.preventDefault();
            if (quantityValid) void add(product.Id, amount);
          }}
        >
          <label htmlFor={quantityId} className={styles.quantityLabel}>
            {t('part.quantity')}
          </label>
          <input ref={(el) => void (resultRef.current = el)} id={quantityId} className={styles.quantity} type="number" inputMode="numeric" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-invalid={quantityValid ? undefined : true} />
          <Button type="submit" size={compact ? 'small' : 'normal'} disabled={!quantityValid || adding} aria-label={`${t('part.addToCart')} ${product.Sku}`}>
            {t('part.addToCart')}
          </Button>
        </form>
      )}
    </div>
  );
}

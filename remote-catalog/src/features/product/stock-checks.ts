import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hasExtension, EXTENSIONS } from '@parts/contract/store';
import { useTranslation } from 'react-i18next';
import { notify, useReferenceData } from '@parts/shared-kernel';
import { useVehicleBrand } from '../vehicle/current-vehicle';
import { checkProductStock } from './api/check-product-stock';
import { checkProductStocks } from './api/check-product-stocks';
import type { CatalogueProduct, ProductStock } from './product-schemas';

export type StockCheck = { status: 'idle' } | { status: 'loading' } | { status: 'checked'; stock: ProductStock };

/** Stock calls at once when the back end has no batch call. */
export const STOCK_CONCURRENCY = 4;

const IDLE: StockCheck = { status: 'idle' };

/** Runs `task` for every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface StockChecks {
  get: (sku: string) => StockCheck;
  /** 'Check Stock and Price' of one part. */
  checkOne: (sku: string) => Promise<void>;
  /** 'Check all prices': every part of the board not yet checked (and not flagged NotApplicable). */
  checkAll: () => Promise<void>;
  /** Parts that can be checked (not flagged NotApplicable), and those still unchecked. */
  checkable: number;
  unchecked: number;
  checkingAll: boolean;
}

/**
 * The stock checks of a board's parts, by part number. 'Check all prices' asks the batch call
 * when the API lists the 'batch-stock' extension, else one ProductStock call per part
 * (STOCK_CONCURRENCY at a time). `arriving`: a part found by its number, checked at once.
 */
export function useStockChecks(parts: readonly CatalogueProduct[], arriving: string | null): StockChecks {
  const { t } = useTranslation('catalog');
  const { config } = useReferenceData();
  const brand = useVehicleBrand();
  const brandRef = useRef(brand);
  brandRef.current = brand;
  const batch = hasExtension(config, EXTENSIONS.batchStock);
  const arrivingPart = arriving && parts.some((p) => p.Sku === arriving && !p.NotApplicable) ? arriving : null;
  // the arriving part starts as loading, so its row does not change from the button to the placeholder
  const [checks, setChecks] = useState<ReadonlyMap<string, StockCheck>>(() => new Map(arrivingPart ? [[arrivingPart, { status: 'loading' }]] : []));
  const [checkingAll, setCheckingAll] = useState(false);
  const checksRef = useRef(checks);
  checksRef.current = checks;

  const set = useCallback((entries: [string, StockCheck][]) => {
    setChecks((previous) => {
      const next = new Map(previous);
      for (const [sku, check] of entries) next.set(sku, check);
      return next;
    });
  }, []);

  const checkOne = useCallback(
    async (sku: string) => {
      set([[sku, { status: 'loading' }]]);
      try {
        set([[sku, { status: 'checked', stock: await checkProductStock({ sku, ...brandRef.current }) }]]);
      } catch {
        set([[sku, IDLE]]); // the failure was shown; the dealer may try again
      }
    },
    [set],
  );

  const checkable = useMemo(() => [...new Set(parts.filter((p) => !p.NotApplicable).map((p) => p.Sku))], [parts]);

  const checkAll = useCallback(async () => {
    const skus = checkable.filter((sku) => (checksRef.current.get(sku) ?? IDLE).status === 'idle');
    if (skus.length === 0) return;
    setCheckingAll(true);
    set(skus.map((sku) => [sku, { status: 'loading' }]));
    try {
      if (batch) {
        try {
          const found = new Map((await checkProductStocks(skus, brandRef.current)).map((stock) => [stock.Sku, stock]));
          set(skus.map((sku) => { const stock = found.get(sku); return [sku, stock ? { status: 'checked', stock } : IDLE]; }));
        } catch {
          set(skus.map((sku) => [sku, IDLE])); // the failure was shown once
        }
      } else {
        let failed = 0;
        await eachLimited(skus, STOCK_CONCURRENCY, async (sku) => {
          try {
            set([[sku, { status: 'checked', stock: await checkProductStock({ sku, ...brandRef.current }, { quiet: true }) }]]);
          } catch {
            failed += 1;
            set([[sku, IDLE]]); // that row keeps its own button
          }
        });
        if (failed > 0) notify('danger', t('board.checkAllFailed', { count: failed })); // one message, not one per part
      }
    } finally {
      setCheckingAll(false);
    }
  }, [batch, checkable, set, t]);

  // a part found by its number has its stock checked on arrival
  const arrived = useRef<string | null>(null);
  useEffect(() => {
    if (!arrivingPart || arrived.current === arrivingPart) return;
    arrived.current = arrivingPart;
    void checkOne(arrivingPart);
  }, [arrivingPart, checkOne]);

  const get = useCallback((sku: string) => checks.get(sku) ?? IDLE, [checks]);
  const unchecked = checkable.filter((sku) => (checks.get(sku) ?? IDLE).status === 'idle').length;
  return { get, checkOne, checkAll, checkable: checkable.length, unchecked, checkingAll };
}

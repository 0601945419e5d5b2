import { useCallback, useEffect, useMemo, useState } from 'react';
import { shopQueryClient, useApiMutation, useQueries } from '@parts/shared-kernel/query';
import { hasExtension, EXTENSIONS } from '@parts/contract/store';
import { useTranslation } from 'react-i18next';
import { notify, useLocale, useReferenceData } from '@parts/shared-kernel';
import { useVehicleBrand } from '../vehicle/current-vehicle';
import { productStockQuery } from './api/check-product-stock';
import { checkProductStocks, checkStocksMutation } from './api/check-product-stocks';
import type { CatalogueProduct, ProductStock } from './product-schemas';

export type StockCheck = { status: 'idle' } | { status: 'loading' } | { status: 'checked'; stock: ProductStock };

/** Stock calls at once when the back end has no batch call. */
const STOCK_CONCURRENCY = 4;

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
  /** Whether the whole board is asked at once (the batch call listed and the dealer's 'prices at once' on). */
  atOnce: boolean;
}

/**
 * The stock checks of a board's parts: each part's check is its ProductStock query, asked when the
 * dealer asks (a part checked on this screen shows its answer; a language switch keeps it shown).
 * 'Check all prices' asks the batch call when the API lists the 'batch-stock' extension, else one
 * ProductStock call per part (STOCK_CONCURRENCY at a time, one message for the failures).
 * `arriving`: a part found by its number, checked at once.
 */
export function useStockChecks(parts: readonly CatalogueProduct[], arriving: string | null, pricesAtOnce = false): StockChecks {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const queryClient = shopQueryClient();
  const { config } = useReferenceData();
  const { marke, produktart } = useVehicleBrand();
  const batch = hasExtension(config, EXTENSIONS.batchStock);
  const checkable = useMemo(() => [...new Set(parts.filter((p) => !p.NotApplicable).map((p) => p.Sku))], [parts]);
  // prices at once: only with the batch call (without it SPEC's 'Check Stock and Price' per part stays)
  const atOnce = batch && pricesAtOnce;
  const arrivingPart = arriving && checkable.includes(arriving) && !atOnce ? arriving : null;
  // the parts the dealer asked about on this screen (a new screen starts unchecked, or all asked at once)
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set(atOnce ? checkable : arrivingPart ? [arrivingPart] : []));
  const ask = useCallback((skus: readonly string[]) => setAsked((previous) => new Set([...previous, ...skus])), []);

  const optionsOf = useCallback(
    (sku: string, quiet = false) => productStockQuery(locale, { sku, marke, produktart }, { quiet }),
    [locale, marke, produktart],
  );
  // only the arriving part asks by itself; the others when the dealer asks
  const results = useQueries({ queries: checkable.map((sku) => ({ ...optionsOf(sku), enabled: sku === arrivingPart })) }, queryClient);

  const all = useApiMutation({
    ...checkStocksMutation,
    mutationFn: async (skus: string[]) => {
      if (batch) {
        const found = await checkProductStocks(skus, { marke, produktart });
        for (const stock of found) queryClient.setQueryData(optionsOf(stock.Sku).queryKey, stock);
        return;
      }
      let failed = 0;
      await eachLimited(skus, STOCK_CONCURRENCY, async (sku) => {
        // quiet: one message for all the parts that failed, not one per part (each keeps its own button)
        await queryClient.fetchQuery({ ...optionsOf(sku, true), staleTime: 0 }).catch(() => {
          failed += 1;
        });
      });
      if (failed > 0) notify('danger', t('board.checkAllFailed', { count: failed }));
    },
  });

  const checks = new Map<string, StockCheck>();
  checkable.forEach((sku, index) => {
    const result = results[index];
    if (!asked.has(sku) || !result) return;
    // at once, a part not yet answered is loading from the first frame (its place kept) until the batch has answered
    const loading = result.isFetching || (all.isPending && all.variables.includes(sku)) || (atOnce && all.isIdle && !result.isSuccess);
    if (loading) checks.set(sku, { status: 'loading' });
    else if (result.isSuccess) checks.set(sku, { status: 'checked', stock: result.data });
    // a failed check was shown; the dealer may try again
  });

  const checkOne = async (sku: string) => {
    ask([sku]);
    await queryClient.fetchQuery({ ...optionsOf(sku), staleTime: 0 }).catch(() => undefined);
  };

  const get = (sku: string) => checks.get(sku) ?? IDLE;
  const idle = checkable.filter((sku) => get(sku).status === 'idle');
  const checkAll = async () => {
    if (idle.length === 0 || all.isPending) return;
    ask(idle);
    await all.mutateAsync(idle).catch(() => undefined); // the http client showed the batch's failure
  };
  // at once: every part of the board not yet answered, when it opens, when its parts change and when the dealer turns it on
  const unanswered = atOnce ? checkable.filter((sku, index) => !results[index]?.isSuccess && !results[index]?.isFetching) : [];
  const wanted = unanswered.join(',');
  const { mutate, isPending } = all;
  useEffect(() => {
    if (!wanted || isPending) return;
    const skus = wanted.split(',');
    ask(skus);
    mutate(skus);
    // asked once per set of parts (a failure shows its message and leaves the buttons)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return { get, checkOne, checkAll, checkable: checkable.length, unchecked: idle.length, checkingAll: all.isPending, atOnce };
}

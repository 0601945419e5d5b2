import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import type { StockChecks } from './stock-checks';
import styles from './parts-list.module.css';

/** 'Check all prices' above a board's parts: one request for the whole board (or one per part without the batch extension). */
export function CheckAllPrices({ stock }: { stock: StockChecks }) {
  const { t } = useTranslation('catalog');
  const done = stock.checkable > 0 && stock.unchecked === 0 && !stock.checkingAll;
  return (
    <div className={styles.checkAll}>
      <Button variant="secondary" size="small" onClick={() => void stock.checkAll()} disabled={stock.unchecked === 0 || stock.checkingAll}>
        {stock.checkingAll ? t('board.checkingAll') : t('board.checkAll')}
      </Button>
      <span role="status" className={styles.checkAllStatus}>
        {done ? t('board.allChecked') : ''}
      </span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@parts/shared-kernel';
import type { CartLine } from '../cart/api/cart-schemas';
import { cartToCsv, downloadText, exportDate } from './cart-to-csv';

/** 'Export cart': downloads the cart's lines as a CSV the import reads back (issue 16, item 4). */
export function CartExport({ lines, disabled }: { lines: readonly CartLine[]; disabled?: boolean }) {
  const { t } = useTranslation('cart');
  const onExport = () => {
    const csv = cartToCsv(lines.map((line) => ({ sku: line.Product.Sku, quantity: line.Quantity })));
    downloadText(csv, t('export.fileName', { date: exportDate(new Date()) }));
  };
  return (
    <Button variant="secondary" size="small" disabled={disabled || lines.length === 0} onClick={onExport} title={t('export.hint')}>
      {t('export.button')}
    </Button>
  );
}

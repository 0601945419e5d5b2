import { useTranslation } from 'react-i18next';
import { Button, notify } from '@parts/shared-kernel';
import type { CartLine } from '../cart/api/cart-schemas';
import { downloadText, exportDate } from '@parts/shared-kernel/download';

/** 'Export cart': downloads the cart's lines as a CSV the import reads back (issue 16, item 4). */
export function CartExport({ lines, disabled }: { lines: readonly CartLine[]; disabled?: boolean }) {
  const { t } = useTranslation('cart');
  const onExport = async () => {
    try {
      // the CSV writer comes with the first export, not with the cart page
      const { cartToCsv } = await import('./cart-to-csv');
      // a line's job goes with it (extension job-reference: the API sends one only with it)
      const csv = cartToCsv(
        lines.map((line) => ({
          sku: line.Product.Sku,
          quantity: line.Quantity,
          ...(line.JobReference && { JobReference: line.JobReference }),
        })),
      );
      downloadText(csv, t('export.fileName', { date: exportDate(new Date()) }));
    } catch (error) {
      console.error('The cart could not be exported', error);
      notify('danger', { key: 'cart:export.failed' });
    }
  };
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={disabled || lines.length === 0}
      onClick={() => void onExport()}
      title={t('export.hint')}
    >
      {t('export.button')}
    </Button>
  );
}

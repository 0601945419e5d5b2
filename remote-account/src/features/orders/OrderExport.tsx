import { useTranslation } from 'react-i18next';
import { Button, notify } from '@parts/shared-kernel';
import { downloadText } from '@parts/shared-kernel/download';
import type { OrderDetail } from './api/get-order';

/** 'Export order (CSV)' (extension job-reference): the order's lines with their jobs as a file. */
export function OrderExport({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const onExport = async () => {
    try {
      // the CSV writer comes with the first export, not with the order page
      const { orderToCsv } = await import('./order-to-csv');
      downloadText(orderToCsv(order.Items), t('order.export.fileName', { number: order.OrderNumber || order.Id }));
    } catch (error) {
      console.error('The order could not be exported', error);
      notify('danger', { key: 'account:order.export.failed' });
    }
  };
  return (
    <Button variant="secondary" size="small" disabled={order.Items.length === 0} onClick={() => void onExport()}>
      {t('order.export.button')}
    </Button>
  );
}

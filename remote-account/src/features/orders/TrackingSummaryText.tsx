import { useTranslation } from 'react-i18next';
import { formatDate } from '@parts/shared-kernel';
import type { TrackingSummary } from '@parts/contract/tracking-summary';

/**
 * Extension order-tracking: an order's lines counted by state in words ('1 of 3 lines shipped · 1 line
 * backordered until 7 Dec 2026'), on the order page and in each row of the order history.
 */
export function TrackingSummaryText({ summary }: { summary: TrackingSummary }) {
  const { t, i18n } = useTranslation('account');
  return (
    <>
      {t('order.tracking.summary', { shipped: summary.Shipped, count: summary.Lines })}
      {summary.Backordered > 0 && summary.BackorderedUntil
        ? ` · ${t('order.tracking.summaryBackordered', { count: summary.Backordered, date: formatDate(summary.BackorderedUntil, i18n.language) })}`
        : ''}
    </>
  );
}

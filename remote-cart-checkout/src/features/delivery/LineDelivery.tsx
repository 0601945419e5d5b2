import { useTranslation } from 'react-i18next';
import { deliveryWording, type DeliveryEstimate } from '@parts/contract/delivery';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useReferenceData } from '@parts/shared-kernel';
import styles from './delivery.module.css';

/** Whether the API gives delivery estimates (extension 'delivery-estimate'). */
export function useDeliveryEstimates(): boolean {
  return hasExtension(useReferenceData().config, EXTENSIONS.deliveryEstimate);
}

/**
 * A cart line's estimate: 'Delivery: tomorrow' / 'Dostawa: za 2 dni robocze' (when the line's
 * whole quantity can be at the dealer). The line is kept, empty, when there is no estimate, so
 * every row of the cart has the same height. `today`: the dealer's clock.
 */
export function LineDelivery({ estimate, today = new Date() }: { estimate: DeliveryEstimate; today?: Date }) {
  const { t } = useTranslation('cart');
  const wording = deliveryWording(estimate, today);
  const when = !wording
    ? null
    : wording.kind === 'workingDays'
      ? t('delivery.workingDays', { count: wording.count })
      : t(`delivery.${wording.kind}`);
  return (
    <p className={styles.delivery} data-testid="line-delivery">
      {when && <time dateTime={estimate.DeliveryDate ?? undefined}>{t('line.delivery', { when })}</time>}
    </p>
  );
}

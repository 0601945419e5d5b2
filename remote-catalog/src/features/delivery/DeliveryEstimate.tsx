import { useTranslation } from 'react-i18next';
import { deliveryWording, type DeliveryEstimate as Estimate } from '@parts/contract/delivery';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useReferenceData } from '@parts/shared-kernel';

/** Whether the API gives delivery estimates (extension 'delivery-estimate'). */
export function useDeliveryEstimates(): boolean {
  return hasExtension(useReferenceData().config, EXTENSIONS.deliveryEstimate);
}

/**
 * When a part can be at the dealer, in the dealer's words: 'today', 'tomorrow', 'in 2 working
 * days' ('dziś', 'jutro', 'za 2 dni robocze'); nothing without an estimate. `today`: the dealer's clock.
 */
export function DeliveryEstimate({ estimate, today = new Date() }: { estimate: Estimate; today?: Date }) {
  const { t } = useTranslation('catalog');
  const wording = deliveryWording(estimate, today);
  if (!wording) return null;
  const text = wording.kind === 'workingDays' ? t('delivery.workingDays', { count: wording.count }) : t(`delivery.${wording.kind}`);
  return (
    <time dateTime={estimate.DeliveryDate ?? undefined} data-testid="delivery-estimate">
      {text}
    </time>
  );
}

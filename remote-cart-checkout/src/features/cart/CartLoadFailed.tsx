import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@parts/shared-kernel';

/** The cart could not be loaded: say so (the notification gave the reason) and offer a retry. */
export function CartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <Alert kind="danger">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

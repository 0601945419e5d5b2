import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@parts/shared-kernel';

/** What could not be loaded (the shared notification said why) and a Retry link. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Alert kind="danger">
      {message}{' '}
      <Button variant="link" onClick={onRetry}>
        {t('form.retry')}
      </Button>
    </Alert>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert } from '@parts/shared-kernel';

/** The server's field-keyed errors under a form: the first message of each field. */
export function ServerErrors({ errors }: { errors: Record<string, string[]> }) {
  const { t } = useTranslation('account');
  const items = Object.entries(errors)
    .map(([field, messages]) => ({ field, message: messages[0] }))
    .filter((item): item is { field: string; message: string } => !!item.message);
  if (items.length === 0) return null;
  return (
    <Alert kind="danger">
      <p>{t('form.serverErrors')}</p>
      <ul data-testid="server-errors">
        {items.map((item) => (
          <li key={item.field}>{item.message}</li>
        ))}
      </ul>
    </Alert>
  );
}

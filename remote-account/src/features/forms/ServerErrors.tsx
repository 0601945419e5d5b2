import { useTranslation } from 'react-i18next';
import { Alert } from '@parts/shared-kernel';

const named = (label: string | undefined, message: string | undefined) =>
  label && message && !message.toLowerCase().startsWith(label.toLowerCase()) ? label : undefined;

/**
 * The server's field-keyed errors under a form: the first message of each field, after the field's
 * label when the form names it (so the dealer knows which field to correct).
 */
export function ServerErrors({ errors, labels = {} }: { errors: Record<string, string[]>; labels?: Partial<Record<string, string>> }) {
  const { t } = useTranslation('account');
  const items = Object.entries(errors)
    // the label unless the message names the field itself ('Zip / postal code is too long.')
    .map(([field, messages]) => ({ field, message: messages[0], label: named(labels[field], messages[0]) }))
    .filter((item): item is { field: string; message: string; label: string | undefined } => !!item.message);
  if (items.length === 0) return null;
  return (
    <Alert kind="danger">
      <p>{t('form.serverErrors')}</p>
      <ul data-testid="server-errors">
        {items.map((item) => (
          <li key={item.field}>
            {item.label ? (
              <>
                <strong>{item.label}</strong>: {item.message}
              </>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert, ApiError, messageText } from '@parts/shared-kernel';
import { ensureMessages } from '@parts/shared-kernel/messages';

/**
 * Why a form's submission failed, in the form (not as a notice far from it): SPEC section 8's
 * title (the status text, in the dealer's language) and message. Nothing when the failure is told
 * next to the fields it is about (`explained`).
 */
export function FormFailure({ error, explained = false }: { error: unknown; explained?: boolean }) {
  const { i18n } = useTranslation('account');
  ensureMessages(i18n);
  if (!(error instanceof ApiError) || explained) return null;
  return (
    <Alert kind="danger">
      <strong>{messageText(error.titleText)}</strong> {messageText(error.messageText)}
    </Alert>
  );
}

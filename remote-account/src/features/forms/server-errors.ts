import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@parts/shared-kernel';

/**
 * The server's field-keyed errors put next to the fields they are about (`CurrentPassword` ->
 * the current-password field); returns the ones no field of this form shows (for the list under
 * the form) and whether every error of the answer found its field.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): { rest: Record<string, string[]>; explained: boolean } {
  if (!(error instanceof ApiError)) return { rest: {}, explained: false };
  const rest: Record<string, string[]> = {};
  let shown = 0;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields[name] ?? fields[name.toLowerCase()];
    const [first] = messages;
    if (!first) continue;
    if (field) {
      setError(field, { type: 'server', message: first }, { shouldFocus: shown === 0 });
      shown += 1;
    } else rest[name] = messages;
  }
  return { rest, explained: shown > 0 && Object.keys(rest).length === 0 };
}

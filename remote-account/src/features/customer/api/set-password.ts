import * as v from 'valibot';
import { http, toBase64Utf8 } from '@parts/shared-kernel';
import type { ApiMutationOptions } from '@parts/shared-kernel/query';

/**
 * POST /api/Customer/SetPassword (quiet: the form says why it failed, next to its fields): the new and the current password, Base64 (the e-mail is removed
 * before sending). The API signs out the customer's other sessions.
 */
export async function setPassword(password: string, currentPassword: string): Promise<void> {
  await http.post(
    '/api/Customer/SetPassword',
    { Password: toBase64Utf8(password), CurrentPassword: toBase64Utf8(currentPassword) },
    { schema: v.unknown(), quiet: true },
  );
}

/** The password is no shown data: nothing to invalidate. */
export const setPasswordMutation = {
  calls: ['POST /api/Customer/SetPassword'],
  mutationFn: ({ password, currentPassword }: { password: string; currentPassword: string }) => setPassword(password, currentPassword),
  invalidates: [],
} satisfies ApiMutationOptions<void, { password: string; currentPassword: string }>;

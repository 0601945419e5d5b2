import * as v from 'valibot';
import { http, toBase64Utf8 } from '@parts/shared-kernel';

/**
 * POST /api/Customer/SetPassword: the new and the current password, Base64 (the e-mail is removed
 * before sending). The API signs out the customer's other sessions.
 */
export async function setPassword(password: string, currentPassword: string): Promise<void> {
  await http.post('/api/Customer/SetPassword', { Password: toBase64Utf8(password), CurrentPassword: toBase64Utf8(currentPassword) }, { schema: v.unknown() });
}

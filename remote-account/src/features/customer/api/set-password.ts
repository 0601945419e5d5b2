import * as v from 'valibot';
import { http, toBase64Utf8 } from '@parts/shared-kernel';

/** POST /api/Customer/SetPassword: only the Base64 password travels (the e-mail is removed before sending). */
export async function setPassword(password: string): Promise<void> {
  await http.post('/api/Customer/SetPassword', { Password: toBase64Utf8(password) }, { schema: v.unknown() });
}

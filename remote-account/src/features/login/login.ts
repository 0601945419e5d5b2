import * as v from 'valibot';
import { emit, http, toBase64Utf8 } from '@parts/shared-kernel';

/**
 * POST /api/user/login: the password travels as Base64 of its UTF-8 bytes; the token comes back as plain data.
 * A plain submission, not a query mutation: it caches and invalidates nothing (the kernel clears the
 * shop's query client when the token changes), and /login then does not download the query library.
 */
export async function login(email: string, password: string): Promise<string> {
  try {
    const token = await http.post(
      '/api/user/login',
      { email, password: toBase64Utf8(password) },
      // quiet: the form says why it failed, in the form
      { schema: v.pipe(v.string(), v.trim(), v.minLength(1)), quiet: true },
    );
    emit('auth:token', token);
    return token;
  } catch (error) {
    // SPEC section 7: on failure the token is removed
    emit('auth:token', null);
    throw error;
  }
}

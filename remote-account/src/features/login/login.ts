import * as v from 'valibot';
import { emit, http, toBase64Utf8 } from '@parts/shared-kernel';
import type { ApiMutationOptions } from '@parts/shared-kernel/query';

/** POST /api/user/login: the password travels as Base64 of its UTF-8 bytes; the token comes back as plain data. */
export async function login(email: string, password: string): Promise<string> {
  try {
    const token = await http.post(
      '/api/user/login',
      { email, password: toBase64Utf8(password) },
      { schema: v.pipe(v.string(), v.trim(), v.minLength(1)) },
    );
    emit('auth:token', token);
    return token;
  } catch (error) {
    // SPEC section 7: on failure the token is removed
    emit('auth:token', null);
    throw error;
  }
}

/** Signing in changes the session: the kernel clears the shop's query client when the token changes. */
export const loginMutation = {
  mutationFn: ({ email, password }: { email: string; password: string }) => login(email, password),
  invalidates: [],
} satisfies ApiMutationOptions<string, { email: string; password: string }>;

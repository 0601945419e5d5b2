import * as v from 'valibot';
import { http, toBase64Utf8 } from '@parts/shared-kernel';
import type { ApiMutationOptions } from '@parts/shared-kernel/query';

export interface PasswordRecoveryConfirmation {
  email: string;
  token: string;
  password: string;
  repeatPassword: string;
}

/** POST /api/Customer/PasswordRecoveryConfirm: both passwords Base64, with the e-mail and token of the link. */
export async function confirmPasswordRecovery({ email, token, password, repeatPassword }: PasswordRecoveryConfirmation): Promise<void> {
  await http.post(
    '/api/Customer/PasswordRecoveryConfirm',
    { Email: email, NewPassword: toBase64Utf8(password), ConfirmNewPassword: toBase64Utf8(repeatPassword), Token: token },
    { schema: v.unknown() },
  );
}

/** Nothing shown changes (the dealer signs in afterwards). */
export const confirmPasswordRecoveryMutation = {
  calls: ['POST /api/Customer/PasswordRecoveryConfirm'],
  mutationFn: confirmPasswordRecovery,
  invalidates: [],
} satisfies ApiMutationOptions<void, PasswordRecoveryConfirmation>;

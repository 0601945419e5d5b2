import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import type { ApiMutationOptions } from '@parts/shared-kernel/query';

/** POST /api/Customer/PasswordRecovery: SPEC 7/8, the outcome is only logged, never shown. */
export async function requestPasswordRecovery(email: string): Promise<void> {
  try {
    await http.post('/api/Customer/PasswordRecovery', { Email: email }, { schema: v.unknown(), quiet: true });
    console.info('Password recovery requested');
  } catch (error) {
    console.warn('Password recovery request failed', error);
  }
}

/** Nothing shown changes. */
export const requestPasswordRecoveryMutation = {
  calls: ['POST /api/Customer/PasswordRecovery'],
  mutationFn: requestPasswordRecovery,
  invalidates: [],
} satisfies ApiMutationOptions<void, string>;

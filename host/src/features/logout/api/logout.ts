import type { MutationDeclaration } from '@parts/shared-kernel/query';

/**
 * POST /api/user/logout (session.ts `logout`): nothing to invalidate, the kernel resets every
 * query when the token goes.
 */
export const logoutMutation = {
  calls: ['POST /api/user/logout'],
  invalidates: [],
} satisfies MutationDeclaration;

import type { Notice } from '@parts/shared-kernel';

export interface ShownNotice extends Notice {
  id: number;
}

/**
 * Adds a notice unless the same visible error is already on screen (SPEC section 4:
 * a visible error notification with the same message is not added twice).
 */
export function addNotice(shown: readonly ShownNotice[], notice: Notice, id: number): ShownNotice[] {
  const duplicate = notice.kind === 'danger' && shown.some((n) => n.kind === 'danger' && n.message === notice.message);
  return duplicate ? [...shown] : [...shown, { ...notice, id }];
}

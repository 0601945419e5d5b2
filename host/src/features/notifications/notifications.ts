import type { Message, Notice } from '@parts/shared-kernel';

export interface ShownNotice extends Notice {
  id: number;
  /** The place of the dialog that was open when it arrived (it answers that dialog's action); null: none was. */
  dialog: HTMLElement | null;
}

const sameMessage = (a: Message, b: Message) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : JSON.stringify(a) === JSON.stringify(b);

/**
 * Adds a notice unless the same visible error is already on screen (SPEC section 4:
 * a visible error notification with the same message is not added twice).
 */
export function addNotice(shown: readonly ShownNotice[], notice: Notice, id: number, dialog: HTMLElement | null = null): ShownNotice[] {
  const duplicate = notice.kind === 'danger' && shown.some((n) => n.kind === 'danger' && sameMessage(n.message, notice.message));
  return duplicate ? [...shown] : [...shown, { ...notice, id, dialog }];
}

/** An error or a warning stays until it is dismissed or its cause is gone; a success or an info fades. */
export const stays = (notice: Notice) => notice.kind === 'danger' || notice.kind === 'warning';

/** The action of `topic` succeeded: its earlier errors and warnings are gone with their cause. */
export function resolveTopic(shown: readonly ShownNotice[], topic: string): ShownNotice[] {
  return shown.filter((n) => !(n.topic === topic && stays(n)));
}

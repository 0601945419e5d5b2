import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';

/**
 * The handlers that keep a short field's content selected whenever the dealer comes to it, so what
 * is typed replaces it (issue 37, item 10: a quantity field showing '1', clicked or entered again,
 * took a typed 3 as 13). Spread on every quantity field (`<input {...selectOnFocus} />`);
 * `useNumberDraft` (`@parts/shared-kernel/messages`) gives them to every numeric field it drives.
 *
 * - focus (Tab, a click, a script): the content is selected;
 * - a click (the mouse button going up): a browser leaves a caret where the field was clicked, also
 *   after the focus selected the content, and Chrome collapses a selection clicked into (a second
 *   click): the content is selected again instead; a part of it dragged over by the dealer is kept;
 * - Enter (which hands the value on and shows it back as read, the caret then after it): the
 *   content is selected again, so a second quantity typed after Enter replaces the first.
 */
export const selectOnFocus = {
  onFocus: (event: FocusEvent<HTMLInputElement>): void => {
    event.currentTarget.select();
  },
  onMouseUp: (event: MouseEvent<HTMLInputElement>): void => {
    const field = event.currentTarget;
    const { selectionStart: start, selectionEnd: end, value } = field;
    // a selection the dealer dragged over part of the number stays
    if (start !== end && !(start === 0 && end === value.length)) return;
    // Chrome collapses a selection clicked into once the mouse button is up: not this one
    event.preventDefault();
    field.select();
  },
  onKeyUp: (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') event.currentTarget.select();
  },
} as const;

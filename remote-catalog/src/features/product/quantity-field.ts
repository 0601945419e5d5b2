import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANTITY_MAX, QUANTITY_MIN } from '@parts/contract/fields';
import { ensureMessages, formatNumber, readNumber } from '@parts/shared-kernel/messages';

/**
 * A part's quantity to add, typed as the dealer types numbers (`@parts/shared-kernel/messages`,
 * issue 27): read in the shop's language as a whole number from 1 to 9999 ('7,5', '0', 'abc' are
 * refused with a message, never read as another number). The form adds `quantity` when it is set
 * (null: nothing or something refused typed); Enter in the field submits the form as before.
 */
export interface QuantityText {
  text: string;
  setText: (text: string) => void;
  quantity: number | null;
  /** What the field says under it: why the text is refused (nothing for an empty field). */
  error: string | null;
}

export function useQuantityText(initial: number): QuantityText {
  const { t, i18n } = useTranslation('catalog');
  ensureMessages(i18n);
  const locale = i18n.language ?? 'pl';
  const [text, setText] = useState(() => formatNumber(initial, locale, 0));
  const reading = readNumber(text, locale, { decimals: 0, min: QUANTITY_MIN, max: QUANTITY_MAX });
  const error = !reading.ok && reading.error ? t(reading.error.key, { ...reading.error.params }) : null;
  return { text, setText, quantity: reading.ok ? reading.value : null, error };
}

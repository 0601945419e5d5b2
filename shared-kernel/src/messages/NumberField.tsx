import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../events';
import { selectOnFocus } from '../ui/select-on-focus';
import { formatNumber, readNumber, type NumberRules } from './numbers';
import { ensureMessages } from './texts';
import styles from './messages.module.css';

export interface NumberDraftOptions extends NumberRules {
  /** Every valid keystroke counts at once (an offer's discount); else on Enter or when the field is left. */
  live?: boolean;
  /**
   * Outside min..max: take the nearest allowed value and say so (a rule of the shop, e.g. the
   * offer's row discount 0..100) instead of refusing it.
   */
  clamp?: boolean;
}

export interface NumberDraft {
  inputProps: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'value' | 'onChange' | 'onBlur' | 'onKeyDown' | 'onFocus' | 'onMouseUp' | 'onKeyUp' | 'autoComplete'
  > & {
    'aria-invalid': 'true' | 'false';
  };
  /** What the field says under it: a refusal (error) or how it read the number (note). */
  error: string | null;
  note: string | null;
}

/**
 * A numeric field's state: the text as typed, read with `readNumber` in the shop's language; a
 * valid number is handed on (null for nothing typed) and shown back as read ('7,50' shows '7,5'),
 * an invalid one is said and not handed on. A value changed from outside (+/- buttons, the server)
 * or a language switch shows the value in the current language. The field's content is selected
 * when it takes the focus, is clicked or entered (`selectOnFocus`), so a number typed replaces it.
 */
export function useNumberDraft(
  value: number | null,
  onValue: (value: number | null) => void,
  options: NumberDraftOptions = {},
): NumberDraft {
  const { t, i18n } = useTranslation('messages');
  ensureMessages(i18n);
  const locale = i18n.language ?? 'pl';
  const text = (message: TextKey) => t(typeof message.key === 'string' ? message.key : [...message.key], { ...message.params });
  const { live = false, clamp = false, decimals = 2, min, max } = options;
  const rules: NumberRules = clamp
    ? { decimals }
    : { decimals, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  const show = (n: number | null) => (n === null ? '' : formatNumber(n, locale, decimals));
  const [draft, setDraft] = useState(() => show(value));
  const [error, setError] = useState<TextKey | null>(null);
  const [note, setNote] = useState<TextKey | null>(null);
  const latest = useRef({ onValue, value });
  latest.current = { onValue, value };

  useEffect(() => {
    setDraft((typed) => {
      const reading = readNumber(typed, locale, rules);
      const same = reading.ok
        ? value !== null && Math.abs(reading.value - value) < 1e-9 && !outside(reading.value)
        : reading.empty && value === null;
      return same ? typed : show(value);
    });
    // the shown value follows the value and the language, not each keystroke
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, locale]);

  function outside(n: number): boolean {
    return (min !== undefined && n < min) || (max !== undefined && n > max);
  }

  /** Reads the text; returns the value handed on (undefined when refused). */
  function take(text: string): number | null | undefined {
    const reading = readNumber(text, locale, rules);
    if (reading.ok) {
      let n = reading.value;
      setError(null);
      if (clamp && outside(n)) {
        n = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
        setNote({
          key: 'messages:number.clamped',
          params: {
            value: formatNumber(n, locale, decimals),
            min: formatNumber(min ?? -Infinity, locale),
            max: formatNumber(max ?? Infinity, locale),
          },
        });
      } else setNote(null);
      return n;
    }
    setNote(null);
    setError(reading.error);
    return reading.empty ? null : undefined;
  }

  const commit = () => {
    const n = take(draft);
    if (n === undefined) return;
    if (n !== latest.current.value) latest.current.onValue(n);
    // nothing typed: the field shows the value that holds (a quantity stays; an emptied discount empties)
    setDraft(show(n ?? latest.current.value));
  };

  return {
    inputProps: {
      ...selectOnFocus,
      type: 'text',
      inputMode: decimals === 0 && (min ?? 0) >= 0 ? 'numeric' : 'decimal',
      autoComplete: 'off',
      value: draft,
      'aria-invalid': error ? 'true' : 'false',
      onChange: (event) => {
        const text = event.target.value;
        setDraft(text);
        if (live) {
          const n = take(text);
          if (n !== undefined && n !== latest.current.value) latest.current.onValue(n);
        } else {
          setError(null);
          setNote(null);
        }
      },
      onBlur: commit,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      },
    },
    error: error ? text(error) : null,
    note: note ? text(note) : null,
  };
}

export interface NumberFieldProps {
  /** The field's message, under it (error or how it was read); the input names it in aria-describedby. */
  id: string;
  error: string | null;
  note: string | null;
  className?: string;
}

/** What a numeric field says under it: its refusal (announced) or the value it took. */
export function NumberField({ id, error, note, className }: NumberFieldProps) {
  if (error)
    return (
      <span id={id} className={[styles.error, className ?? ''].join(' ')} role="alert">
        {error}
      </span>
    );
  if (note)
    return (
      <span id={id} className={[styles.note, className ?? ''].join(' ')} role="status">
        {note}
      </span>
    );
  return null;
}

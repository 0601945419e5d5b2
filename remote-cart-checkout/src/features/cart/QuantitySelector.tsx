import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@parts/shared-kernel';
import { NumberField, useNumberDraft } from '@parts/shared-kernel/messages';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity-limits';
import styles from './cart.module.css';

export interface QuantitySelectorProps {
  id: string;
  value: number;
  disabled?: boolean;
  label: string;
  onChange: (quantity: number) => void;
  /**
   * A quantity of 0 typed in the field offers to remove the line (a confirm in place: Remove / Keep);
   * without it 0 is refused like any number outside 1..9999.
   */
  onRemove?: () => void;
}

/**
 * − / + buttons and a quantity field; a typed value counts on Enter or when the field is left, read
 * in the shop's language (`@parts/shared-kernel/messages`). What is not a whole number from 1 to
 * 9999 ('2,5', 'abc') is said under the field and not sent; 0 asks, in place, whether the line is
 * to be removed (issue 27: never silently ignored). Keep shows the line's quantity again.
 */
export function QuantitySelector({ id, value, disabled, label, onChange, onRemove }: QuantitySelectorProps) {
  // Keep starts the field afresh (a new draft showing the line's quantity), the focus back in it
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState<'enter' | 'blur' | null>(null);
  const focusField = useRef(false);
  return (
    <QuantityInput
      key={round}
      id={id}
      value={value}
      disabled={disabled}
      label={label}
      onChange={onChange}
      focusOnMount={focusField}
      confirming={confirming}
      onZero={onRemove ? (how) => setConfirming((asked) => asked ?? how) : undefined}
      onKeep={() => {
        setConfirming(null);
        focusField.current = true;
        setRound((r) => r + 1);
      }}
      onRemove={() => {
        setConfirming(null);
        onRemove?.();
      }}
    />
  );
}

function QuantityInput({
  id,
  value,
  disabled,
  label,
  onChange,
  focusOnMount,
  confirming,
  onZero,
  onKeep,
  onRemove,
}: Omit<QuantitySelectorProps, 'onRemove'> & {
  focusOnMount: { current: boolean };
  confirming: 'enter' | 'blur' | null;
  onZero: ((how: 'enter' | 'blur') => void) | undefined;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('cart');
  const messageId = `${id}-message`;
  const questionId = `${id}-remove-question`;
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const viaEnter = useRef(false);
  const draft = useNumberDraft(
    value,
    (quantity) => {
      if (quantity === null) return;
      if (quantity === 0) onZero?.(viaEnter.current ? 'enter' : 'blur');
      else onChange(quantity);
    },
    { decimals: 0, min: onZero ? 0 : MIN_QUANTITY, max: MAX_QUANTITY },
  );

  useEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    inputRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    // asked with Enter: the focus goes on to the question (a Tab away keeps its own way)
    if (confirming === 'enter') removeRef.current?.focus();
  }, [confirming]);

  const { onKeyDown, ...inputProps } = draft.inputProps;
  const onQuestionKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onKeep();
    }
  };

  return (
    <div className={styles.quantityField}>
      <div className={styles.quantity}>
        <button
          type="button"
          className={styles.step}
          disabled={disabled || value <= 1 || confirming !== null}
          onClick={() => onChange(value - 1)}
          aria-label={t('line.decrease', { label })}
        >
          −
        </button>
        <input
          ref={inputRef}
          id={id}
          disabled={disabled || confirming !== null}
          aria-label={t('line.quantityOf', { label })}
          aria-describedby={confirming ? questionId : draft.error || draft.note ? messageId : undefined}
          {...inputProps}
          onKeyDown={(event) => {
            viaEnter.current = event.key === 'Enter';
            onKeyDown?.(event);
            viaEnter.current = false;
          }}
        />
        <button
          type="button"
          className={styles.step}
          disabled={disabled || value >= MAX_QUANTITY || confirming !== null}
          onClick={() => onChange(value + 1)}
          aria-label={t('line.increase', { label })}
        >
          +
        </button>
      </div>
      {confirming ? (
        <div
          className={styles.removeConfirm}
          role="group"
          aria-labelledby={questionId}
          onKeyDown={onQuestionKey}
          data-testid="remove-confirm"
        >
          <span id={questionId} className={styles.removeQuestion} role="status">
            {t('line.zeroQuestion', { sku: label })}
          </span>
          <span className={styles.removeButtons}>
            <button ref={removeRef} type="button" className={buttonClass('danger', 'small')} disabled={disabled} onClick={onRemove}>
              {t('line.zeroRemove')}
            </button>
            <button type="button" className={buttonClass('secondary', 'small')} disabled={disabled} onClick={onKeep}>
              {t('line.zeroKeep', { quantity: value })}
            </button>
          </span>
        </div>
      ) : (
        <NumberField id={messageId} error={draft.error} note={draft.note} className={styles.quantityMessage} />
      )}
    </div>
  );
}

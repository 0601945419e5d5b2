import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity-limits';
import styles from './cart.module.css';

/** Parses a typed quantity; 0 or less (or not a whole number) is ignored (null). */
export function readQuantity(text: string): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= MIN_QUANTITY ? Math.min(n, MAX_QUANTITY) : null;
}

export interface QuantitySelectorProps {
  id: string;
  value: number;
  disabled?: boolean;
  label: string;
  onChange: (quantity: number) => void;
}

/** − / + buttons and a number field; a typed value counts on Enter or when the field is left. */
export function QuantitySelector({ id, value, disabled, label, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const quantity = readQuantity(draft);
    if (quantity === null || quantity === value) {
      setDraft(String(value));
      return;
    }
    onChange(quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className={styles.quantity}>
      <button
        type="button"
        className={styles.step}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        aria-label={t('line.decrease', { label })}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        disabled={disabled}
        aria-label={t('line.quantityOf', { label })}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
        aria-label={t('line.increase', { label })}
      >
        +
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { NumberField, useNumberDraft } from '@parts/shared-kernel/messages';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity-limits';
import styles from './cart.module.css';

export interface QuantitySelectorProps {
  id: string;
  value: number;
  disabled?: boolean;
  label: string;
  onChange: (quantity: number) => void;
}

/**
 * − / + buttons and a quantity field; a typed value counts on Enter or when the field is left. What
 * is not a whole number from 1 to 9999 ('2,5', '0', 'abc') is said under the field and not sent
 * (SPEC: 0 or less is ignored); the field shows the line's quantity again once it is corrected.
 */
export function QuantitySelector({ id, value, disabled, label, onChange }: QuantitySelectorProps) {
  const { t } = useTranslation('cart');
  const messageId = `${id}-message`;
  const draft = useNumberDraft(value, (quantity) => quantity !== null && onChange(quantity), {
    decimals: 0,
    min: MIN_QUANTITY,
    max: MAX_QUANTITY,
  });

  return (
    <div className={styles.quantityField}>
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
          disabled={disabled}
          aria-label={t('line.quantityOf', { label })}
          aria-describedby={draft.error || draft.note ? messageId : undefined}
          {...draft.inputProps}
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
      <NumberField id={messageId} error={draft.error} note={draft.note} className={styles.quantityMessage} />
    </div>
  );
}

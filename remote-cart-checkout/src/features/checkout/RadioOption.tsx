import type { ReactNode } from 'react';
import styles from './checkout.module.css';

export interface RadioOptionProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  required?: boolean;
  children: ReactNode;
  description?: string | null;
  /** the fee as shown (already formatted), if any */
  fee?: string;
}

/** One choice of a checkout step (an address, a pickup point, a shipping or payment method). */
export function RadioOption({ name, checked, onChange, required, children, description, fee }: RadioOptionProps) {
  return (
    <label className={styles.option}>
      <input type="radio" name={name} required={required} checked={checked} onChange={onChange} />
      <span>
        {children}
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {fee && <span className={styles.fee}>{fee}</span>}
    </label>
  );
}

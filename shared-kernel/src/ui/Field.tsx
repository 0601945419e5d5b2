import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface FieldProps {
  /** id of the control inside; the label points at it and the error describes it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A labelled form control with its hint and error. The control should set aria-describedby={errorId(id)}. */
export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label htmlFor={id} className={[styles.label, required ? styles.required : ''].join(' ')}>
        {label}
      </label>
      {children}
      {hint && <span className={styles.hint}>{hint}</span>}
      {error && (
        <span id={errorId(id)} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export const errorId = (id: string) => `${id}-error`;

import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
}

export function Button({ variant = 'primary', size = 'normal', className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}

/** The class names of a button, for links that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal'): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : ''].filter(Boolean).join(' ');
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, errorId } from '@parts/shared-kernel';
import { PASSWORD_MIN_LENGTH } from '@parts/contract/fields';

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The validation message key (translated here). */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** A labelled text input bound to react-hook-form, its error described and announced. */
export function InputField({ id, label, registration, error, required, hint, className, type = 'text', ...rest }: InputFieldProps) {
  const message = useValidationMessage(error);
  return (
    <Field id={id} label={label} required={required ?? false} error={message} hint={hint} className={className ?? ''}>
      <input
        id={id}
        type={type}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? errorId(id) : undefined}
        {...rest}
        {...registration}
      />
    </Field>
  );
}

/** The translated text of a validation key ('required' → 'This field is required'), or the server's message. */
export function useValidationMessage(key: string | undefined): string | undefined {
  const { t } = useTranslation('account');
  // a key of ours, else the server's own message about this field (shown as it came)
  return key ? t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH, defaultValue: key }) : undefined;
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, errorId } from '@parts/shared-kernel';
import { useValidationMessage } from './InputField';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur'> {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** A labelled select bound to react-hook-form. */
export function SelectField({ id, label, registration, error, required, children, className, ...rest }: SelectFieldProps) {
  const message = useValidationMessage(error);
  return (
    <Field id={id} label={label} required={required ?? false} error={message} className={className ?? ''}>
      <select
        id={id}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? errorId(id) : undefined}
        {...rest}
        {...registration}
      >
        {children}
      </select>
    </Field>
  );
}

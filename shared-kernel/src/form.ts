import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';

type TextValues = Record<string, string>;
type FieldErrors<T extends TextValues> = Partial<Record<keyof T & string, string>>;

/** The props an <input> of a text field takes from `useTextForm().field(name)`. */
export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLInputElement | null) => void;
}

export interface TextForm<T extends TextValues, Out> {
  values: T;
  /** The message key of each field's first failed rule (or of `setError`). */
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  field: (name: keyof T & string) => TextFieldProps;
  /** Validates on submit: valid values (the schema's output) go to `onValid`, else the first invalid field gets the focus. */
  handleSubmit: (onValid: (values: Out) => unknown) => (event?: FormEvent) => Promise<void>;
  setValue: (name: keyof T & string, value: string) => void;
  setError: (name: keyof T & string, message: string, options?: { shouldFocus?: boolean }) => void;
  clearErrors: (name: keyof T & string) => void;
}

/**
 * A small form of a few text fields validated by a valibot schema, for the forms of a first
 * screen (login, part number, VIN), where react-hook-form would be most of the page's code.
 * Validated on submit, then again at every change (as react-hook-form's defaults do); the
 * messages are the schema's (i18n keys the form translates).
 */
export function useTextForm<T extends TextValues, Out>(schema: v.GenericSchema<T, Out>, defaultValues: T): TextForm<T, Out> {
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const elements = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  const current = useRef(values);
  current.current = values;

  const validate = useCallback(
    (input: T): { output?: Out; errors: FieldErrors<T> } => {
      const result = v.safeParse(schema, input);
      if (result.success) return { output: result.output, errors: {} };
      const found: FieldErrors<T> = {};
      for (const issue of result.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !(key in found)) found[key as keyof T & string] = issue.message;
      }
      return { errors: found };
    },
    [schema],
  );

  const change = useCallback(
    (name: keyof T & string, value: string) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValues(next);
      if (submitted.current) setErrors(validate(next).errors);
    },
    [validate],
  );

  const field = (name: keyof T & string): TextFieldProps => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => change(name, event.target.value),
    ref: (element) => {
      elements.current[name] = element;
    },
  });

  const handleSubmit = (onValid: (values: Out) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = validate(current.current);
    setErrors(result.errors);
    if (!('output' in result)) {
      const first = Object.keys(current.current).find((name) => name in result.errors);
      if (first) elements.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.output as Out);
    } finally {
      setSubmitting(false);
    }
  };

  const setValue = useCallback((name: keyof T & string, value: string) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    setValues(next);
  }, []);
  const setError = useCallback((name: keyof T & string, message: string, options?: { shouldFocus?: boolean }) => {
    setErrors((before) => ({ ...before, [name]: message }));
    if (options?.shouldFocus) elements.current[name]?.focus();
  }, []);
  const clearErrors = useCallback((name: keyof T & string) => {
    setErrors((before) => {
      if (!(name in before)) return before;
      const next = { ...before };
      delete next[name];
      return next;
    });
  }, []);

  return { values, errors, isSubmitting, field, handleSubmit, setValue, setError, clearErrors };
}

import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';

type FormValues = Record<string, unknown>;
type Name<T> = keyof T & string;
/** The fields that hold text (an <input> or a <select>). */
type TextName<T> = { [K in Name<T>]: T[K] extends string ? K : never }[Name<T>];
type FieldErrors<T extends FormValues> = Partial<Record<Name<T>, string>>;

/** The props an <input> or <select> of a text field takes from `useTextForm().field(name)`. */
export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

/** The props of one radio button of a text field, from `useTextForm().radio(name, value)`. */
export interface RadioProps {
  type: 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface TextForm<T extends FormValues, Out> {
  values: T;
  /** The message key of each field's first failed rule (or of `setError`). */
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  field: (name: TextName<T>) => TextFieldProps;
  radio: (name: TextName<T>, value: string) => RadioProps;
  /** Validates on submit: valid values (the schema's output) go to `onValid`, else the first invalid field gets the focus. */
  handleSubmit: (onValid: (values: Out) => unknown) => (event?: FormEvent) => Promise<void>;
  /** A value set by the page (not typed); validated at once with `shouldValidate`. */
  setValue: <K extends Name<T>>(name: K, value: T[K], options?: { shouldValidate?: boolean }) => void;
  setError: (name: Name<T>, message: string, options?: { shouldFocus?: boolean }) => void;
  clearErrors: (name: Name<T>) => void;
  /** Back to these values, no errors, as before the first submit. */
  reset: (values: T) => void;
}

/**
 * A small form of a few fields validated by a valibot schema, for the forms of a first screen
 * (login, part number, VIN, the cart's quick add and save), where react-hook-form would be a
 * large part of the page's code.
 * Validated on submit, then again at every change (as react-hook-form's defaults do); the
 * messages are the schema's (i18n keys the form translates).
 */
export function useTextForm<T extends FormValues, Out>(schema: v.GenericSchema<T, Out>, defaultValues: T): TextForm<T, Out> {
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const elements = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const current = useRef(values);
  current.current = values;

  const validate = useCallback(
    (input: T): { output?: Out; errors: FieldErrors<T> } => {
      const result = v.safeParse(schema, input);
      if (result.success) return { output: result.output, errors: {} };
      const found: FieldErrors<T> = {};
      for (const issue of result.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !(key in found)) found[key as Name<T>] = issue.message;
      }
      return { errors: found };
    },
    [schema],
  );

  const change = useCallback(
    (name: Name<T>, value: unknown, check: boolean) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValues(next);
      if (check) setErrors(validate(next).errors);
    },
    [validate],
  );

  const field = (name: TextName<T>): TextFieldProps => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event) => change(name, event.target.value, submitted.current),
    ref: (element) => {
      elements.current[name] = element;
    },
  });

  const radio = (name: TextName<T>, value: string): RadioProps => ({
    type: 'radio',
    name,
    value,
    checked: values[name] === value,
    onChange: (event) => {
      if (event.target.checked) change(name, value, submitted.current);
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

  const setValue = useCallback(
    <K extends Name<T>>(name: K, value: T[K], options?: { shouldValidate?: boolean }) =>
      change(name, value, options?.shouldValidate === true),
    [change],
  );
  const setError = useCallback((name: Name<T>, message: string, options?: { shouldFocus?: boolean }) => {
    setErrors((before) => ({ ...before, [name]: message }));
    if (options?.shouldFocus) elements.current[name]?.focus();
  }, []);
  const clearErrors = useCallback((name: Name<T>) => {
    setErrors((before) => {
      if (!(name in before)) return before;
      const next = { ...before };
      delete next[name];
      return next;
    });
  }, []);

  const reset = useCallback((next: T) => {
    current.current = next;
    submitted.current = false;
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, isSubmitting, field, radio, handleSubmit, setValue, setError, clearErrors, reset };
}

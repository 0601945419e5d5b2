import * as v from 'valibot';

/** Validation messages are i18n keys under 'validation.' */
export const REQUIRED = 'required';

export const LoginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED)),
  password: v.pipe(v.string(), v.nonEmpty(REQUIRED)),
});
export type LoginValues = v.InferOutput<typeof LoginSchema>;

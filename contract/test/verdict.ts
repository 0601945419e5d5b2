import * as v from 'valibot';

/** The fields a schema refuses in an input, as dotted paths, sorted; [] when it accepts it. */
export function refusedFields(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? ''))].sort();
}

/** The messages a schema gives a field of an input. */
export function messagesOf(schema: v.GenericSchema, input: unknown, field: string): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.filter((issue) => v.getDotPath(issue) === field).map((issue) => issue.message);
}

/** A password as the front ends send it: Base64 of its UTF-8 bytes. */
export const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The form's i18n keys, as the front ends pass them. */
export const KEYS = {
  required: 'required',
  email: 'email',
  passwordMin: 'passwordMin',
  notMatch: 'passwordNotMatch',
  quantity: 'quantity',
  orderNoteTooLong: 'orderNoteTooLong',
} as const;

import * as v from 'valibot';

/**
 * Field schemas shared by the routes. Messages are the ones the forms show, so each names its
 * field. Numbers arrive as JSON numbers or as the strings an HTML select gives.
 */

const TEXT_MAX = 400;

/**
 * Control characters: C0 (NUL included), DEL and C1. A one-line field (a name, a company, an
 * address line, an e-mail address, a list name, a search term, a filter value...) holds none of
 * them, nor the Unicode line and paragraph separators: a line break there would reach the shop's
 * plain-text mails as a line of the sender's choosing. A multi-line text (an order note) may hold
 * line breaks and tabs, never the others.
 */
const CONTROL_IN_LINE = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_IN_MULTILINE_TEXT = /(?![\t\n\r])\p{Cc}/u;

/** The message of a text holding a control character (a NUL byte, an escape, a line break in a one-line field...). */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/** Whether a one-line field's value is free of control characters (line breaks and tabs included): the rule forms share. */
export const isOneLine = (value: string): boolean => !CONTROL_IN_LINE.test(value);
/** Whether a multi-line text is free of control characters other than line breaks and tabs. */
export const isCleanMultilineText = (value: string): boolean => !CONTROL_IN_MULTILINE_TEXT.test(value);

/**
 * Refuses control characters: for a one-line field (`line`, the default; `term` says the same of a
 * search term or a filter value) line breaks and tabs too; for a `multiline` text all but those.
 */
export const noControlCharacters = (label: string, kind: 'line' | 'term' | 'multiline' = 'line') =>
  v.check((value: string) => (kind === 'multiline' ? isCleanMultilineText(value) : isOneLine(value)), controlCharactersMessage(label));

/** A required one-line text, trimmed, at most `max` characters, without control characters (nor line breaks). */
export const requiredText = (label: string, max = TEXT_MAX) =>
  v.pipe(
    v.string(`${label} is required.`),
    noControlCharacters(label),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

/** An optional one-line text; missing or null reads as ''. Without control characters (nor line breaks). */
export const optionalText = (label: string, max = TEXT_MAX) => optionalTextOf(label, max, 'line');

/** An optional multi-line text (an order note): line breaks and tabs kept, no other control character. */
export const optionalMultilineText = (label: string, max = TEXT_MAX) => optionalTextOf(label, max, 'multiline');

function optionalTextOf(label: string, max: number, kind: 'line' | 'multiline') {
  return v.optional(
    v.pipe(
      v.nullable(v.string(`${label} must be text.`)),
      v.transform((value) => value ?? ''),
      noControlCharacters(label, kind),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters.`),
    ),
    '',
  );
}

export const WRONG_EMAIL = 'Wrong email';
const EMAIL_MAX = 254;

/** A required e-mail address: the one e-mail rule of the shop. */
export const email = (label = 'Email') => v.pipe(requiredText(label, EMAIL_MAX), v.email(WRONG_EMAIL));

/** An optional e-mail address ('' when not sent), checked by the same rule when given. */
export const optionalEmail = (label = 'Email') =>
  v.pipe(
    optionalText(label, EMAIL_MAX),
    v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), WRONG_EMAIL),
  );

/**
 * A list of at most `max` items. The request validator checks the length before it reads a
 * single item (see api/src/http/validation.ts), so a huge array costs no more than a short one.
 */
export const list = <T extends v.GenericSchema>(item: T, max: number, message: string, tooMany = `At most ${max} items.`) =>
  v.pipe(v.array(item, message), v.maxLength(max, tooMany));

/** A number given as a number or a numeric string. */
const numeric = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    v.number(message),
  );

/**
 * The largest id a row may have: ids are 32-bit integers in the database (INTEGER on PostgreSQL),
 * so a larger one names no row and must not reach a query (PostgreSQL would refuse it: a 500).
 */
export const ID_MAX = 2_147_483_647;

/** A required positive whole id (at most ID_MAX). */
export const id = (label: string) =>
  v.pipe(
    numeric(`${label} is required.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(1, `${label} is required.`),
    v.maxValue(ID_MAX, `${label} must be at most ${ID_MAX}.`),
  );

/** An optional id: missing, null, '' and 0 all mean "none" (undefined). */
export const optionalId = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], `${label} must be a number.`))),
    v.transform((value) => (value === null || value === undefined || value === '' || value === 0 || value === '0' ? undefined : value)),
    v.union([v.undefined(), id(label)], `${label} must be a number.`),
  );

/** The quantities a cart line, a list line or an added part may have (a cart update may also send 0). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;

/** A count of items: a whole number from `min` to QUANTITY_MAX. */
export const quantity = (label = 'Quantity', min = QUANTITY_MIN) =>
  v.pipe(
    numeric(`${label} is required.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(QUANTITY_MAX, `${label} must be at most ${QUANTITY_MAX}.`),
  );

/** A part number (sku): required, trimmed, at most PART_NUMBER_MAX characters. */
export const PART_NUMBER_MAX = 40;
export const partNumber = (label = 'Sku') => requiredText(label, PART_NUMBER_MAX);

/** A whole number within bounds, e.g. a year or a slider type. */
export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    numeric(`${label} is required.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );

/** A true/false value; also accepts 'true'/'false' and 1/0 as forms and query strings send them. */
export const flagValue = (label: string) =>
  v.pipe(
    v.union(
      [v.boolean(), v.literal('true'), v.literal('false'), v.literal(1), v.literal(0), v.literal('1'), v.literal('0')],
      `${label} must be true or false.`,
    ),
    v.transform((value) => value === true || value === 'true' || value === 1 || value === '1'),
  );

/** An optional flag, false when not sent. */
export const flag = (label: string) => v.optional(flagValue(label), false);

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;

/** Decodes Base64 of UTF-8 bytes; undefined when it is not valid Base64 or not valid UTF-8. */
export function decodeBase64Utf8(encoded: string): string | undefined {
  if (!BASE64.test(encoded)) return undefined;
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export const PASSWORD_MIN_LENGTH = 6;

/** A password sent as Base64 of its UTF-8 bytes; the output is the decoded password. */
export const base64Password = (label: string, minLength = PASSWORD_MIN_LENGTH) =>
  v.pipe(
    requiredText(label, 1000),
    v.description(`Base64 of the UTF-8 bytes of the password (at least ${minLength} characters decoded)`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const decoded = decodeBase64Utf8(dataset.value);
      if (decoded === undefined) {
        addIssue({ message: `${label} must be sent Base64-encoded.` });
        return NEVER;
      }
      return decoded;
    }),
    v.minLength(minLength, `${label} must have at least ${minLength} characters.`),
    v.maxLength(200, `${label} must be at most 200 characters.`),
  );

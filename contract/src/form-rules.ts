import * as v from 'valibot';
import { isOneLine, optionalText, QUANTITY_MAX, QUANTITY_MIN, requiredText } from './fields';

/**
 * The pieces an entity's rule table is built from, for both sides: the API reads JSON with
 * English messages naming the field (fields.ts); a form holds strings and shows the i18n keys its
 * front end passes in. An entity module (address.ts, registration.ts...) writes its rules once and
 * builds both schemas with these.
 */

/** A text field of an entity: its label in the API's messages, whether it is required, its length. */
export interface TextRule {
  readonly label: string;
  readonly required: boolean;
  readonly max: number;
}
export type TextRules = Readonly<Record<string, TextRule>>;

type RequiredOf<R extends TextRules> = { [K in keyof R]: R[K]['required'] extends true ? K : never }[keyof R];
type ApiTextEntries<R extends TextRules> = { [K in RequiredOf<R>]: ReturnType<typeof requiredText> } & {
  [K in Exclude<keyof R, RequiredOf<R>>]: ReturnType<typeof optionalText>;
};

/** The text fields of a table as the API reads them. */
export function apiTextEntries<R extends TextRules>(rules: R): ApiTextEntries<R> {
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [
      field,
      rule.required ? requiredText(rule.label, rule.max) : optionalText(rule.label, rule.max),
    ]),
  ) as ApiTextEntries<R>;
}

/** A text the dealer must fill (blanks count as empty); one line (fields.ts `isOneLine`) when given its message. */
export const formRequiredText = (required: string, oneLine?: string) =>
  v.pipe(
    v.string(),
    v.check((value) => oneLine === undefined || isOneLine(value), oneLine ?? ''),
    v.trim(),
    v.nonEmpty(required),
  );
/** A text the dealer may leave empty; one line when given its message. */
export const formOptionalText = (oneLine?: string) =>
  v.pipe(
    v.string(),
    v.check((value) => oneLine === undefined || isOneLine(value), oneLine ?? ''),
    v.trim(),
  );
type FormText = ReturnType<typeof formRequiredText> | ReturnType<typeof formOptionalText>;

/**
 * The text fields of a table as a form checks them: required ones filled and, given `oneLine`'s
 * message, every one of them one line without control characters, the rule the API applies.
 */
export function formTextEntries<R extends TextRules>(rules: R, required: string, oneLine?: string): { [K in keyof R]: FormText } {
  return Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, rule.required ? formRequiredText(required, oneLine) : formOptionalText(oneLine)]),
  ) as { [K in keyof R]: FormText };
}

/** A required e-mail address in a form: the same rule as fields.ts `email` (filled, an e-mail address). */
export const formEmail = (messages: { required: string; email: string }) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.email(messages.email));

/** A select that must have a choice ('' = none). */
export const formRequiredChoice = (required: string) => v.pipe(v.string(), v.nonEmpty(required));

/** The values a form with a country and a state select holds. */
type CountryAndState = {
  CountryId: string;
  StateProvinceId: string;
};

/**
 * The state rule of SPEC section 5, the one copy of it: the state is required only when the chosen
 * country has states. (The API checks it against its own list: api/src/domain/state-provinces.ts.)
 */
export const stateRequiredFor = (countryHasStates: (countryId: string) => boolean, values: CountryAndState): boolean =>
  !countryHasStates(values.CountryId) || values.StateProvinceId !== '';

/** The state rule as a form's check: its message goes to StateProvinceId. */
const stateCheck = (countryHasStates: (countryId: string) => boolean, required: string) =>
  v.forward<CountryAndState, v.PartialCheckIssue<CountryAndState>, ['StateProvinceId']>(
    v.partialCheck<CountryAndState, [['CountryId'], ['StateProvinceId']], CountryAndState, string>(
      [['CountryId'], ['StateProvinceId']],
      (input) => stateRequiredFor(countryHasStates, input),
      required,
    ),
    ['StateProvinceId'],
  );

/** A form's object schema with the state rule added. */
export function withStateRule<
  TEntries extends v.ObjectEntries & { CountryId: v.GenericSchema<string, string>; StateProvinceId: v.GenericSchema<string, string> },
>(entries: TEntries, countryHasStates: (countryId: string) => boolean, required: string) {
  const object = v.object(entries);
  // the check reads only CountryId and StateProvinceId, which every such object holds
  return v.pipe(object, stateCheck(countryHasStates, required) as unknown as v.GenericValidation<v.InferOutput<typeof object>>);
}

/** A quantity input (a number input read as a number): fields.ts `quantity`, one message for every refusal. */
export const formQuantity = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(QUANTITY_MIN, message), v.maxValue(QUANTITY_MAX, message));

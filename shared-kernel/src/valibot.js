/**
 * What every app shares as `valibot` (scripts/webpack/app-config.ts): a shared module is shipped
 * whole, so the apps share this list of the functions they call (the contract's schemas, the
 * kernel's, the forms' valibotResolver) instead of valibot's index, and a remote page takes them
 * from the host instead of bringing its own copy. `valibot-es` is an alias of the package's ES
 * build. Add a function here before calling another one: scripts/valibot-facade.test.ts fails on a
 * call that is not listed.
 */
export {
  array,
  base64,
  boolean,
  check,
  description,
  email,
  finite,
  forward,
  getDotPath,
  instance,
  integer,
  is,
  isoDate,
  literal,
  maxLength,
  maxValue,
  metadata,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  parse,
  partialCheck,
  picklist,
  pipe,
  rawTransform,
  record,
  regex,
  safeParse,
  safeParseAsync,
  startsWith,
  string,
  toUpperCase,
  transform,
  trim,
  undefined,
  union,
  unknown,
  url,
  variant,
} from 'valibot-es';

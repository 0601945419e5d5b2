import * as v from 'valibot';
import { invalid, type FieldErrors } from './errors';

/** What a valibot schema looks like from outside, enough to walk it. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: SchemaNode[];
}

export type InputSchema = v.GenericSchema<unknown, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Renames the keys a client sent to the schema's spelling, ignoring case (the spec mixes
 * `email` and `Email`), recursively. Every key the schema knows is present afterwards (undefined
 * when not sent) so a missing required field reports its own message.
 */
export function matchKeys(schema: SchemaNode, value: unknown): unknown {
  switch (schema.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return schema.wrapped ? matchKeys(schema.wrapped, value) : value;
    case 'object':
    case 'loose_object': {
      if (!schema.entries || !isRecord(value)) return value;
      const entries = schema.entries;
      const canonical = new Map(Object.keys(entries).map((key) => [key.toLowerCase(), key]));
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(entries)) result[key] = undefined;
      for (const [key, item] of Object.entries(value)) {
        const name = canonical.get(key.toLowerCase());
        const entry = name === undefined ? undefined : entries[name];
        if (name !== undefined && entry) result[name] = matchKeys(entry, item);
        else if (schema.type === 'loose_object') result[key] = item;
      }
      return result;
    }
    case 'array':
      return schema.item && Array.isArray(value) ? value.map((item) => matchKeys(schema.item as SchemaNode, item)) : value;
    case 'union':
      for (const option of schema.options ?? []) {
        const candidate = matchKeys(option, value);
        if (v.is(option as unknown as InputSchema, candidate)) return candidate;
      }
      return value;
    default:
      return value;
  }
}

function fieldErrors(issues: v.BaseIssue<unknown>[], rootName: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path?.map((step) => String(step.key)).join('.') || rootName;
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses one part of a request; a failure answers 400 with the field-keyed messages. */
export function parseInput<S extends InputSchema>(schema: S, value: unknown, rootName: string): v.InferOutput<S> {
  const result = v.safeParse(schema, matchKeys(schema as unknown as SchemaNode, value), { abortPipeEarly: true });
  if (!result.success) throw invalid(fieldErrors(result.issues, rootName));
  return result.output;
}

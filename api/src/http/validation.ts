import * as v from 'valibot';
import { ValidationFailed, type FieldErrors } from '../domain/errors';

/** At most this many field errors in one answer: a hostile body cannot make a huge one. */
export const MAX_FIELD_ERRORS = 20;

/** At most this many characters of a message or a field name: an answer never carries the request back. */
const MAX_MESSAGE_LENGTH = 200;

/** A text cut to `max` characters (an ellipsis marks the cut). */
export function excerpt(text: string, max = MAX_MESSAGE_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The message of an issue whose schema names none: valibot's own says what it received (`Expected
 * Object but received "…"`, the whole body); this one says only what was expected.
 */
const withoutReceived = (issue: v.BaseIssue<unknown>): string =>
  `Invalid ${issue.kind === 'schema' ? 'type' : issue.type}: Expected ${excerpt(issue.expected ?? 'something else', 80)}.`;

/** What a valibot schema looks like from outside, enough to walk it. */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: SchemaNode[];
  pipe?: readonly { type: string; requirement?: unknown; message?: unknown }[];
}

export type InputSchema = v.GenericSchema<unknown, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The cap of an array schema (its `maxLength` action) with the message to answer. */
function arrayCap(schema: SchemaNode): { max: number; message: string } | undefined {
  for (const step of schema.pipe ?? []) {
    if (step.type === 'max_length' && typeof step.requirement === 'number') {
      return { max: step.requirement, message: typeof step.message === 'string' ? step.message : `At most ${step.requirement} items.` };
    }
    const inner = step !== schema && 'pipe' in step ? arrayCap(step as SchemaNode) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Paths of request arrays without a cap: the server refuses to start with one (see route.ts). */
export function uncappedArrays(schema: SchemaNode, path = ''): string[] {
  const here = path || '(root)';
  switch (schema.type) {
    case 'array':
      return [...(arrayCap(schema) ? [] : [here]), ...(schema.item ? uncappedArrays(schema.item, `${path}[]`) : [])];
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) => uncappedArrays(entry, path ? `${path}.${key}` : key));
    case 'union':
      return (schema.options ?? []).flatMap((option) => uncappedArrays(option, path));
    case 'record':
    case 'tuple':
    case 'set':
    case 'map':
      return [here];
    default:
      return schema.wrapped ? uncappedArrays(schema.wrapped, path) : [];
  }
}

/**
 * Prepares a request part for its schema, in one pass that never reads more than the schema
 * allows: an array longer than its cap is refused before a single item is looked at; keys are
 * renamed to the schema's spelling ignoring case (the spec mixes `email` and `Email`); every key
 * the schema knows is present afterwards (undefined when not sent) so a missing required field
 * reports its own message.
 */
function matchKeys(schema: SchemaNode, value: unknown, path: string, rootName: string): unknown {
  switch (schema.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return schema.wrapped ? matchKeys(schema.wrapped, value, path, rootName) : value;
    case 'object':
    case 'loose_object': {
      if (!schema.entries || !isRecord(value)) return value;
      const entries = schema.entries;
      const canonical = new Map(Object.keys(entries).map((key) => [key.toLowerCase(), key]));
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(entries)) result[key] = undefined;
      for (const key of Object.keys(value)) {
        const name = canonical.get(key.toLowerCase());
        const entry = name === undefined ? undefined : entries[name];
        if (name !== undefined && entry) result[name] = matchKeys(entry, value[key], path ? `${path}.${name}` : name, rootName);
        else if (schema.type === 'loose_object') result[key] = value[key];
      }
      return result;
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const cap = arrayCap(schema);
      if (cap && value.length > cap.max) throw new ValidationFailed({ [path || rootName]: [cap.message] });
      const item = schema.item;
      return item ? value.map((entry, index) => matchKeys(item, entry, path ? `${path}.${index}` : String(index), rootName)) : value;
    }
    case 'union':
      for (const option of schema.options ?? []) {
        const candidate = matchKeys(option, value, path, rootName);
        if (v.is(option as unknown as InputSchema, candidate)) return candidate;
      }
      return value;
    default:
      return value;
  }
}

function fieldErrors(issues: readonly v.BaseIssue<unknown>[], rootName: string): FieldErrors {
  const errors: FieldErrors = {};
  let count = 0;
  for (const issue of issues) {
    if (count === MAX_FIELD_ERRORS) break;
    // a key of the request (an object's key can be anything the client sent) or a message, never longer than an excerpt
    const path = excerpt(issue.path?.map((step) => String(step.key)).join('.') || rootName, 100);
    const message = excerpt(issue.message);
    const messages = (errors[path] ??= []);
    if (!messages.includes(message)) {
      messages.push(message);
      count += 1;
    }
  }
  return errors;
}

/** Parses one part of a request; a failure throws ValidationFailed with the field-keyed messages. */
function parseInput<S extends InputSchema>(schema: S, value: unknown, rootName: string): v.InferOutput<S> {
  const result = v.safeParse(schema, matchKeys(schema as unknown as SchemaNode, value, '', rootName), {
    abortPipeEarly: true,
    message: withoutReceived,
  });
  if (!result.success) throw new ValidationFailed(fieldErrors(result.issues, rootName));
  return result.output;
}

/** A Fastify validator for one request part: `{ value }` replaces the part with the parsed one. */
export function validatorOf(schema: InputSchema, rootName: string): (data: unknown) => { value: unknown } | { error: Error } {
  return (data) => {
    try {
      return { value: parseInput(schema, data ?? {}, rootName) };
    } catch (error) {
      if (error instanceof ValidationFailed) return { error };
      throw error;
    }
  };
}

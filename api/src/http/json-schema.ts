import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { InputSchema } from './validation';

type Json = JsonSchema & Record<string, unknown>;

const SIMPLE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/**
 * `anyOf: [{ type: 'string' }, { type: 'null' }]` as `type: ['string', 'null']`: the same
 * meaning, and fast-json-stringify serialises it directly instead of trying each option.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) result[key] = simplify(value);
  const anyOf = result.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as Record<string, unknown>[];
    const isNull = (option: Record<string, unknown> | undefined) => option?.type === 'null' && Object.keys(option).length === 1;
    const value = isNull(second) ? first : isNull(first) ? second : undefined;
    if (value && typeof value.type === 'string' && SIMPLE_TYPES.has(value.type)) {
      delete result.anyOf;
      return { ...result, ...value, type: [value.type, 'null'] };
    }
  }
  return result;
}

/**
 * The JSON Schema of a contract schema: of what a client may send (`input`, for documentation:
 * requests are validated by the valibot schema itself) or of what the server answers (`output`,
 * which fast-json-stringify serialises: a field missing here would be dropped from the answer).
 */
export function jsonSchemaOf(schema: InputSchema, mode: 'input' | 'output'): Json {
  const converted = toJsonSchema(schema, { typeMode: mode, errorMode: 'ignore' }) as Json;
  const { $schema: _ignored, ...rest } = simplify(converted) as Json;
  return rest as Json;
}

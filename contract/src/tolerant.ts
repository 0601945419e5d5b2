import * as v from 'valibot';

/** What a valibot schema looks like from outside, enough to rebuild it. */
interface Node {
  type: string;
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: Node[];
  key?: Node;
  value?: Node;
}

type Schema = v.GenericSchema;

function read(node: Node): Schema {
  const schema = node as unknown as Schema;
  switch (node.type) {
    case 'string':
      // a text (a position, a document number) may come as a number from other back ends
      return v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), '');
    case 'number':
      // ids and amounts may come as numeric strings from other back ends
      return v.nullish(v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))]), 0);
    case 'boolean':
      return v.nullish(v.boolean(), false);
    case 'array':
      return v.nullish(v.array(read(node.item as Node)), () => []);
    case 'record':
      return v.nullish(v.record(v.string(), read(node.value as Node)), () => ({}));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return v.object(Object.fromEntries(Object.entries(node.entries ?? {}).map(([key, entry]) => [key, read(entry)])));
    case 'nullable':
    case 'nullish':
    case 'optional': {
      const inner = node.wrapped as Node;
      // a missing text reads as '' like any text; a missing id or object as null
      return inner.type === 'string' ? read(inner) : v.nullish(read(inner), null);
    }
    case 'union':
      return v.union((node.options ?? []).map(read));
    default:
      return schema;
  }
}

/**
 * The front ends' reading of a contract schema: an answer from a back end that leaves a field
 * out or sends null still parses, each such field taking its type's empty value ('' / 0 / false /
 * [] / null); a number may come as a numeric string and a text as a number. Every other rule (the shape, picklists, literals) is the contract's own, and the
 * result has the contract's type.
 */
export function tolerant<S extends v.GenericSchema>(schema: S): v.GenericSchema<unknown, v.InferOutput<S>> {
  return read(schema as unknown as Node) as v.GenericSchema<unknown, v.InferOutput<S>>;
}

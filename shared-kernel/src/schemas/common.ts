import * as v from 'valibot';

/** A text the server may leave out or send as null; read as ''. */
export const text = () => v.nullish(v.string(), '');
/** A number the server may leave out or send as null; read as 0. */
export const num = () => v.nullish(v.number(), 0);
/** A flag the server may leave out or send as null; read as false. */
export const flag = () => v.nullish(v.boolean(), false);
/** An id that may arrive as a number or a numeric string. */
export const id = () => v.union([v.number(), v.pipe(v.string(), v.transform(Number))]);
/** A list the server may leave out or send as null; read as []. */
export const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), []);

import * as v from 'valibot';

/** Answer of a mutation that has nothing else to return. */
export const SuccessSchema = v.object({ Success: v.literal(true) });
export const success = (): v.InferOutput<typeof SuccessSchema> => ({ Success: true });

/** Notices returned when items go into the cart; the first is shown as info. */
export const NoticesSchema = v.array(v.string());

export const IdNameSchema = v.object({ Id: v.union([v.number(), v.string()]), Name: v.string() });

export const nullableNumber = () => v.nullable(v.number());
export const nullableString = () => v.nullable(v.string());

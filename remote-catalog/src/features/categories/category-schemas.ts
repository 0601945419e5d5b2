import * as v from 'valibot';
import { flag, id, num, text } from '@parts/shared-kernel';

/** SPEC section 3, "Category". */
export const CategorySchema = v.object({
  Id: id(),
  Name: text(),
  PictureId: v.nullish(v.union([v.number(), v.string()]), null),
  ImageUrl: text(),
  ParentCategoryId: num(),
  HasSubCategories: flag(),
});
export type Category = v.InferOutput<typeof CategorySchema>;

import type { CartLine } from '@parts/contract/cart';
import type { ShoppingList } from '@parts/contract/lists';
import type { Executor } from '../data/executor';
import { withdrawnParts } from '../data/withdrawn';
import type { Language } from '../i18n/language';

/**
 * Extension 'feeds': parts a catalogue feed withdrew stay in carts and shopping lists (a full feed
 * keeps every part one names) and say so, with their replacement, instead of vanishing.
 */

/** The cart lines with `Withdrawn` on those whose part a feed withdrew. */
export async function markWithdrawnLines<T extends CartLine>(db: Executor, lines: T[], language: Language): Promise<T[]> {
  const withdrawn = await withdrawnParts(
    db,
    lines.map((line) => line.Product.Id),
    language,
  );
  if (withdrawn.size === 0) return lines;
  return lines.map((line) => {
    const mark = withdrawn.get(line.Product.Id);
    return mark ? { ...line, Withdrawn: mark } : line;
  });
}

/** The lists with `Withdrawn` on the items whose part a feed withdrew. */
export async function markWithdrawnItems(db: Executor, lists: ShoppingList[], language: Language): Promise<ShoppingList[]> {
  const withdrawn = await withdrawnParts(
    db,
    lists.flatMap((list) => list.Items.map((item) => item.ProductId)),
    language,
  );
  if (withdrawn.size === 0) return lists;
  return lists.map((list) => ({
    ...list,
    Items: list.Items.map((item) => {
      const mark = withdrawn.get(item.ProductId);
      return mark ? { ...item, Withdrawn: mark } : item;
    }),
  }));
}

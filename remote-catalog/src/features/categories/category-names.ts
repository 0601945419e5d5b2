import { atom } from 'jotai';

/** Names of the categories seen in the menu, so a category page can title itself at once. */
export const categoryNamesAtom = atom<Record<string, string>>({});

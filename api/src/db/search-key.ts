/**
 * The key a name is searched by: lower case, diacritics removed (NFD, then the combining marks
 * dropped; ł and ø have no decomposition, so they are mapped by hand), runs of white space as
 * one space. SQLite has no unaccent, so products keep this key beside each name
 * (search_name, search_name_pl) and a search compares it with the key of the query.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** searchKey as the SQL function search_key(text) (NULL stays NULL), for migrations and the seed. */
export function sqlSearchKey(text: unknown): string | null {
  return typeof text === 'string' ? searchKey(text) : null;
}

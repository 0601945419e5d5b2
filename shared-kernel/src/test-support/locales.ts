/**
 * The one en/pl completeness check of every app and the kernel: the same keys (plural forms
 * folded: Polish has one/few/many/other where English has one/other), every plural key with the
 * forms its language needs, no empty text, and the same {{placeholders}} in both languages.
 */
type Tree = Record<string, unknown>;

function entries(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => entries(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS = { en: ['one', 'other'], pl: ['one', 'few', 'many', 'other'] } as const;

const fold = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** What is wrong with a pair of translation files (empty when nothing). */
export function translationProblems(en: Tree, pl: Tree): string[] {
  const problems: string[] = [];
  const files = { en: entries(en), pl: entries(pl) };
  const folded = { en: new Set(files.en.map(([k]) => fold(k))), pl: new Set(files.pl.map(([k]) => fold(k))) };
  for (const [lang, other] of [
    ['en', 'pl'],
    ['pl', 'en'],
  ] as const) {
    for (const key of folded[lang]) if (!folded[other].has(key)) problems.push(`${key}: in ${lang}, missing in ${other}`);
    for (const [key, text] of files[lang]) {
      if (typeof text !== 'string' || !text.trim()) problems.push(`${key}: empty in ${lang}`);
    }
    const plurals = new Set(
      files[lang]
        .map(([k]) => k)
        .filter((k) => PLURAL.test(k))
        .map(fold),
    );
    const keys = new Set(files[lang].map(([k]) => k));
    for (const base of plurals) {
      for (const form of FORMS[lang]) if (!keys.has(`${base}_${form}`)) problems.push(`${base}_${form}: plural form missing in ${lang}`);
    }
  }
  // a plural form may leave the count out ("one part"): compare the other placeholders of all forms
  const used = (list: [string, unknown][]) => {
    const out = new Map<string, string>();
    for (const [key, text] of list) {
      const names = new Set([
        ...(out.get(fold(key))?.split(',').filter(Boolean) ?? []),
        ...placeholders(text).filter((n) => n !== 'count'),
      ]);
      out.set(fold(key), [...names].sort().join(','));
    }
    return out;
  };
  const plUsed = used(files.pl);
  for (const [key, names] of used(files.en)) {
    const plNames = plUsed.get(key);
    if (plNames !== undefined && plNames !== names)
      problems.push(`${key}: placeholders differ (en ${names || 'none'}, pl ${plNames || 'none'})`);
  }
  return problems;
}

/** The test every app's locales.test.ts runs on its files. */
export function expectCompleteTranslations(en: Tree, pl: Tree): void {
  expect(translationProblems(en, pl)).toEqual([]);
}

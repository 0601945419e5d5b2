import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './shop';

export type Lang = 'en' | 'pl';
export type App = 'host' | 'remote-catalog' | 'remote-cart-checkout' | 'remote-account' | 'shared-kernel';

const locales = new Map<string, Record<string, unknown>>();

/** A text of an app's locale file, its {{values}} filled in: journeys find what the dealer reads in either language. */
export function text(app: App, lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const file = path.join(ROOT, app, 'src', 'locales', `${lang}.json`);
  if (!locales.has(file)) locales.set(file, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales.get(file));
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${app} ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A text of the catalogue's locale file. */
export const catalogText = (lang: Lang, key: string, values?: Record<string, string | number>): string =>
  text('remote-catalog', lang, key, values);

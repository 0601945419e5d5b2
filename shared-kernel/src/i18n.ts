/**
 * The one i18next instance of the shop (shared-kernel is a federation singleton). Each app adds
 * its own namespace from its locale files. Default pl, fallback en; `?lng=en` or localStorage
 * `i18nextLng` chooses English. A language change is published as the `locale` event so every
 * app (and any app that ships its own kernel copy) follows at once.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { emit, lastValue, on, type Locale, type Message } from './events';
import kernelEn from './locales/en.json';
import kernelPl from './locales/pl.json';

export const LOCALES: readonly Locale[] = ['pl', 'en'];
const DEFAULT_LOCALE: Locale = 'pl';
const FALLBACK_LOCALE: Locale = 'en';
const LOCALE_STORAGE_KEY = 'i18nextLng';

export const i18n = i18next.createInstance();

function asLocale(value: string | null | undefined): Locale | undefined {
  const short = value?.slice(0, 2).toLowerCase();
  return LOCALES.find((l) => l === short);
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** `?lng=` first, then what the dealer chose before, then Polish. */
export function detectLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('lng');
  return asLocale(fromQuery) ?? asLocale(stored()) ?? DEFAULT_LOCALE;
}

export type Translations = Record<Locale, Record<string, unknown>>;

let ready: Promise<unknown> | undefined;
/** Namespaces registered before i18next starts (a remote running alone imports its pages first). */
const early: { namespace: string; translations: Translations }[] = [];

export function initI18n(): Promise<unknown> {
  if (ready) return ready;
  const lng = detectLocale();
  document.documentElement.lang = lng;
  ready = i18n.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['kernel'],
    defaultNS: 'kernel',
    resources: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          kernel: locale === 'pl' ? kernelPl : kernelEn,
          ...Object.fromEntries(early.map(({ namespace, translations }) => [namespace, translations[locale]])),
        },
      ]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
    // no advertisement in the dealers' consoles or the test logs
    showSupportNotice: false,
  });
  on('locale', (locale) => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  });
  return ready;
}

/** Register an app's namespace (called when the app's code loads). */
export function addTranslations(namespace: string, translations: Translations): void {
  if (!ready) {
    early.push({ namespace, translations });
    return;
  }
  for (const locale of LOCALES) {
    i18n.addResourceBundle(locale, namespace, translations[locale], true, true);
  }
}

/**
 * The language the shop shows now: the last switch, else the one i18next started with (before it
 * starts: the one it will start with). The http client sends it as Accept-Language.
 */
export function currentLocale(): Locale {
  return lastValue('locale') ?? asLocale(i18n.language) ?? detectLocale();
}

const subscribeLocale = (onChange: () => void) => on('locale', onChange, { replay: false });

/**
 * The current language, re-rendering on a switch. Data loaded from the API is in this language
 * (docs/architecture.md "Language of data"): put it in the dependencies of what loads it, so a switch
 * loads what is on screen again.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}

/** Runs `reload` after every language switch (not at first); returns the unsubscribe function. */
export function onLocaleChange(reload: (locale: Locale) => void): () => void {
  return on('locale', reload, { replay: false });
}

/** Switch every app's language and remember the choice. */
export function setLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  emit('locale', locale);
}

/**
 * A message in the language shown now: a key is looked up (the first of a list that exists), a
 * plain text is shown as it is. Call it while rendering, so a language switch changes it.
 */
export function messageText(message: Message): string {
  if (typeof message === 'string') return message;
  const keys = typeof message.key === 'string' ? message.key : [...message.key];
  // before i18next starts (a notice that early): the fallback, else the key
  if (!i18n.isInitialized) return message.fallback ?? (typeof keys === 'string' ? keys : (keys[0] ?? ''));
  const options: Record<string, string | number> = { ...message.params };
  if (message.fallback !== undefined) options.defaultValue = message.fallback;
  return i18n.t(keys, options);
}

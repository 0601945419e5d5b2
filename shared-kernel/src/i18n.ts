/**
 * The one i18next instance of the shop (shared-kernel is a federation singleton). Each app adds
 * its own namespace from its locale files. Default pl, fallback en; `?lng=en` or localStorage
 * `i18nextLng` chooses English. A language change is published as the `locale` event so every
 * app (and any app that ships its own kernel copy) follows at once.
 *
 * An app may hand its texts over as loaders (`() => import('./locales/en.json')`): only the
 * language shown is loaded with the page, the other one when the dealer switches to it; the
 * switch happens once every registered namespace has its texts in the new language (no keys on
 * screen, no reload).
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

type Texts = Record<string, unknown>;
/** One language's texts of a namespace: the texts themselves, or a function that loads them (a JSON file's dynamic import). */
export type TranslationSource = Texts | (() => Promise<{ default: Texts }>);
export type Translations = Record<Locale, TranslationSource>;

let ready: Promise<unknown> | undefined;
/** Every namespace's texts by language, as its app registered them. */
const registered = new Map<string, Translations>([['kernel', { en: kernelEn, pl: kernelPl }]]);
/** Files on their way, by `locale/namespace`: each is asked for once (again after a failure). */
const loads = new Map<string, Promise<void>>();

/** Adds texts handed over as they are, for every language, at once. */
function addGivenTexts(namespace: string, translations: Translations): void {
  for (const locale of LOCALES) {
    const source = translations[locale];
    if (typeof source !== 'function') i18n.addResourceBundle(locale, namespace, source, true, true);
  }
}

/** A namespace's texts in `locale`: nothing when they are in, else the load of their file. */
function loadTexts(namespace: string, locale: Locale): Promise<void> | undefined {
  const source = registered.get(namespace)?.[locale];
  // (before i18next starts, initI18n loads what it starts with)
  if (typeof source !== 'function' || !i18n.isInitialized || i18n.hasResourceBundle(locale, namespace)) return undefined;
  const key = `${locale}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    load = source().then((file) => void i18n.addResourceBundle(locale, namespace, file.default, true, true));
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Every registered namespace's texts in `locale`: nothing when they are all in, else when they will be. */
function loadLocale(locale: Locale): Promise<unknown> | undefined {
  const pending = [...registered.keys()].map((namespace) => loadTexts(namespace, locale)).filter((load) => load !== undefined);
  return pending.length ? Promise.all(pending) : undefined;
}

/** Runs `change` once every namespace has its texts in `locale` (at once when they have). */
function whenLoaded(locale: Locale, change: () => unknown): void {
  const pending = loadLocale(locale);
  if (!pending) change();
  // (offline, a file not reached): the shop stays in the language it shows
  else pending.then(change, (error: unknown) => console.error(`Texts in ${locale} could not be loaded`, error));
}

export function initI18n(): Promise<unknown> {
  if (ready) return ready;
  const lng = detectLocale();
  document.documentElement.lang = lng;
  ready = i18n
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['kernel'],
      defaultNS: 'kernel',
      // the texts arrive by addTranslations (in memory, or loaded for the language shown)
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      // no advertisement in the dealers' consoles or the test logs
      showSupportNotice: false,
    })
    .then(() => {
      registered.forEach((translations, namespace) => addGivenTexts(namespace, translations));
      return loadLocale(lng);
    });
  on('locale', (locale) => {
    document.documentElement.lang = locale;
    // (a switch by setLocale has the texts already; another kernel copy's switch may not)
    if (i18n.language !== locale) whenLoaded(locale, () => i18n.changeLanguage(locale));
  });
  return ready;
}

/**
 * Register an app's namespace (called when the app's code loads). Texts handed over as they are
 * are there at once; a language given as a loader is loaded when it is shown (now, if it is).
 */
export function addTranslations(namespace: string, translations: Translations): Promise<void> {
  registered.set(namespace, translations);
  // before i18next starts (a remote running alone imports its pages first): initI18n adds them
  if (!i18n.isInitialized) return Promise.resolve();
  addGivenTexts(namespace, translations);
  return loadTexts(namespace, currentLocale()) ?? Promise.resolve();
}

/**
 * A namespace's texts in the language shown: nothing when they are in, else the load to wait for
 * (the same promise while it is on its way, so a render may `use` it).
 */
export function namespaceTexts(namespace: string): Promise<void> | undefined {
  return loadTexts(namespace, currentLocale());
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
  // every app's texts in that language first (loaded now unless there), then the switch at once
  whenLoaded(locale, () => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // private mode: the choice lasts for this page only
    }
    emit('locale', locale);
  });
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

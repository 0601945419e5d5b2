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
let started: () => void = () => undefined;
/** Resolves once i18next has started with the kernel's and the early namespaces' texts in the language shown. */
const whenStarted = new Promise<void>((resolve) => {
  started = resolve;
});
/** Every namespace's texts by language, as its app registered them. */
const registered = new Map<string, Translations>();
/** Texts on their way (or in), by `locale/namespace`: each file is asked for once. */
const loads = new Map<string, Promise<void>>();

// the kernel's own texts (a few words: both languages, so a remote's loading state is never keys)
registered.set('kernel', { en: kernelEn, pl: kernelPl });

function loadTexts(namespace: string, locale: Locale): Promise<void> {
  const key = `${locale}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    const source = registered.get(namespace)?.[locale];
    load = (typeof source === 'function' ? source().then((module) => module.default) : Promise.resolve(source)).then((texts) => {
      if (texts) i18n.addResourceBundle(locale, namespace, texts, true, true);
    });
    // a file that did not arrive is asked for again the next time
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Adds what is already in memory (texts handed over as they are) for every language, at once. */
function addGivenTexts(namespace: string, translations: Translations): void {
  for (const locale of LOCALES) {
    const source = translations[locale];
    if (typeof source !== 'function') {
      i18n.addResourceBundle(locale, namespace, source, true, true);
      loads.set(`${locale}/${namespace}`, Promise.resolve());
    }
  }
}

/** Whether every registered namespace has its texts in `locale`. */
function hasTexts(locale: Locale, namespaces: Iterable<string> = registered.keys()): boolean {
  for (const namespace of namespaces) if (!i18n.hasResourceBundle(locale, namespace)) return false;
  return true;
}

/** Loads every registered namespace's texts in `locale` (resolves at once when they are there). */
function loadLocale(locale: Locale): Promise<void> {
  return Promise.all([...registered.keys()].map((namespace) => loadTexts(namespace, locale))).then(() => undefined);
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
      for (const [namespace, translations] of registered) addGivenTexts(namespace, translations);
      return loadLocale(currentLocale());
    })
    .then(started);
  on('locale', (locale) => {
    document.documentElement.lang = locale;
    if (i18n.language === locale) return;
    // (a switch by setLocale has the texts already; another kernel copy's switch may not)
    if (hasTexts(locale)) void i18n.changeLanguage(locale);
    else
      void loadLocale(locale).then(
        () => i18n.changeLanguage(locale),
        (error: unknown) => console.error(`Texts in ${locale} could not be loaded`, error),
      );
  });
  return ready;
}

/**
 * Register an app's namespace (called when the app's code loads). Texts handed over as they are
 * are there at once; the language shown is loaded now when given as a loader: the answer resolves
 * once it is in (a remote's page waits for it, so its first render is never keys).
 */
export function addTranslations(namespace: string, translations: Translations): Promise<void> {
  registered.set(namespace, translations);
  // before i18next starts (a remote running alone imports its pages first): initI18n adds them
  if (i18n.isInitialized) addGivenTexts(namespace, translations);
  return namespaceTexts(namespace);
}

/** Before i18next starts: a namespace's texts once it has (one promise each, so a render can wait for it). */
const afterStart = new Map<string, Promise<void>>();

/**
 * A namespace's texts in the language shown: resolves once they are in. The same promise while
 * they are on their way (a render may `use` it); after a failure the next call asks again.
 */
export function namespaceTexts(namespace: string): Promise<void> {
  if (i18n.isInitialized) return loadTexts(namespace, currentLocale());
  let load = afterStart.get(namespace);
  if (!load) {
    load = whenStarted.then(() => loadTexts(namespace, currentLocale()));
    afterStart.set(namespace, load);
  }
  return load;
}

/** Whether a namespace has its texts in the language shown (else wait for `namespaceTexts`). */
export function hasNamespaceTexts(namespace: string): boolean {
  return i18n.isInitialized && hasTexts(currentLocale(), [namespace]);
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
  const switchTo = () => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // private mode: the choice lasts for this page only
    }
    emit('locale', locale);
  };
  // every app's texts in that language first (loaded now unless there), then the switch at once
  if (!i18n.isInitialized || hasTexts(locale)) switchTo();
  else
    loadLocale(locale).then(switchTo, (error: unknown) => {
      // (offline, the file not reached): the shop stays in the language it shows
      console.error(`Texts in ${locale} could not be loaded`, error);
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

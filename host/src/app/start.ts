/**
 * Start-up: runtime config, then in parallel the reference data and the remotes manifest; the
 * remotes are registered with the federation runtime, the session restored.
 */
import {
  addTranslations,
  configureHttp,
  currentLocale,
  detectLocale,
  initI18n,
  lastValue,
  loadReferenceData,
  loadReferenceDataOnLocaleChange,
  type ReferenceData,
  type RuntimeConfig,
  type Translations,
} from '@parts/shared-kernel';
import { applyOverrides, loadRemotesManifest, registerShopRemotes } from '../federation/remotes';
import { restoreSession } from '../features/session/session';
import { storeTitle } from '../features/routing/store-title';
import { logoInLanguage } from '../features/layout/logo-url';
import { loadRuntimeConfig } from './runtime-config';
import { loadTagManager } from './tag-manager';
import { preloadPage } from './preload';
import { takeEarlyReference } from './early-boot';
import pl from '../locales/pl.json';

export interface StartedShop {
  config: RuntimeConfig;
  reference: ReferenceData;
}

/** The store's default meta tags (SPEC: store config seo). */
function setMeta(name: string, content: string): void {
  if (!content) return;
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * The shell's texts: the shop's default language arrives with the shell's code (no request of its
 * own before the first render); English is loaded when it is shown (a switch, or a dealer who chose it).
 */
const HOST_TEXTS = { pl, en: () => import('../locales/en.json') } satisfies Translations;

export async function startShop(): Promise<StartedShop> {
  // English, when shown, travels while the config does (addTranslations below takes the same file)
  if (detectLocale() === 'en') void HOST_TEXTS.en().catch(() => undefined);
  const config = await loadRuntimeConfig();
  configureHttp({ apiBase: config.apiBase, storeId: config.storeId ?? null });
  await initI18n();
  const hostTexts = addTranslations('host', HOST_TEXTS);
  restoreSession();

  // the boot script's calls when it sent them (they left with config.json's answer)
  const early = takeEarlyReference();
  const remotesReady = loadRemotesManifest(config)
    // without a manifest the shell still works; each remote area then shows its error
    .catch((error: unknown) => {
      console.error('Remotes manifest could not be loaded', error);
      return {};
    })
    .then(async (manifest) => {
      const { manifest: effective, overridden, refused } = applyOverrides(manifest, config, window.location.search, window.localStorage);
      if (overridden.length) console.info(`Remote override in this browser: ${overridden.join(', ')}`);
      if (refused.length) console.warn(`Remote overrides refused (production, or not an allowed origin): ${refused.join(', ')}`);
      registerShopRemotes(effective);
      // the opened page's code travels while the reference data does (a host page's is waited for)
      await preloadPage(window.location.pathname, !!lastValue('auth:token'), await early);
    });
  // through the shop's query client, where every app reads it (useReferenceData)
  const [reference] = await Promise.all([early.then((sent) => loadReferenceData(sent)), remotesReady, hostTexts]);

  // the header's logo (the largest thing the sign-in page paints) travels while the first render runs
  const { logo } = reference.config.general;
  if (logo) new Image().src = logoInLanguage(logo, currentLocale());
  loadReferenceDataOnLocaleChange();
  document.title = storeTitle(reference.config);
  setMeta('description', reference.config.seo.defaultMetaDescription);
  setMeta('keywords', reference.config.seo.defaultMetaKeywords);
  loadTagManager(config.gtmId);
  return { config, reference };
}

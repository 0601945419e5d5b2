import type { i18n as I18n } from 'i18next';
import en from './locales/en.json';
import pl from './locales/pl.json';

/**
 * Adds the `messages` namespace to the shop's i18next instance unless it is there; every user of
 * these texts calls it before it renders them (with `useTranslation().i18n`, or the kernel's `i18n`).
 */
export function ensureMessages(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', 'messages')) return;
  i18n.addResourceBundle('en', 'messages', en, true, false);
  i18n.addResourceBundle('pl', 'messages', pl, true, false);
}

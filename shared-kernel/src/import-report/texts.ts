import type { i18n as I18n } from 'i18next';
import en from './locales/en.json';
import pl from './locales/pl.json';

/** The `importReport` namespace of the shop's i18next instance, added the first time a report renders. */
export const IMPORT_REPORT_NS = 'importReport';

export function ensureImportReportTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('en', IMPORT_REPORT_NS)) return;
  i18n.addResourceBundle('en', IMPORT_REPORT_NS, en, true, false);
  i18n.addResourceBundle('pl', IMPORT_REPORT_NS, pl, true, false);
}

import { useTranslation } from 'react-i18next';
import { LOCALES, setLocale, type Locale } from '@parts/shared-kernel';
import styles from './layout.module.css';

/** pl / en for every app at once; remembered for the next visit. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('host');
  return (
    <div className={styles.languages} role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale: Locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={i18n.language === locale}
          className={styles.language}
          onClick={() => setLocale(locale)}
        >
          {t(`language.${locale}`)}
        </button>
      ))}
    </div>
  );
}

import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, useReferenceData } from '@parts/shared-kernel';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import styles from './layout.module.css';

const PRODUCT_VERSION = '1.9.0';

const ROWS = ['IncludeInFooterRow1', 'IncludeInFooterRow2', 'IncludeInFooterRow3'] as const;

export function Footer() {
  const { t } = useTranslation('host');
  const { topics, store, config } = useReferenceData();
  const { stage } = useRuntimeConfig();
  const name = store?.Name || config.seo.defaultTitle || 'Parts Shop';
  return (
    <footer className={styles.footer}>
      <div className={styles.footerColumns}>
        {ROWS.map((row, index) => (
          <nav key={row} aria-label={t('footer.column', { number: index + 1 })}>
            <ul>
              {topics
                .filter((topic) => topic[row])
                .map((topic) => (
                  <li key={topic.Id}>
                    <Link to={paths.page.href(topic.SeName)}>{topic.Title}</Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {name} · <span data-testid="product-version">{t('footer.version', { version: PRODUCT_VERSION })}</span>{' '}
        · {t('footer.stage', { stage: t(`footer.stageName.${stage}`) })} · {t('footer.rights')}
      </p>
    </footer>
  );
}

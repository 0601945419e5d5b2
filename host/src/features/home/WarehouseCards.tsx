import { useTranslation } from 'react-i18next';
import { useReferenceData } from '@parts/shared-kernel';
import { logoInLanguage } from '../layout/logo-url';
import styles from './home.module.css';

/** Shown for a branch without its own picture (when the store config names no logo). */
const DEFAULT_LOGO = '/backoffice/images/logo.svg';

/** Cards of the branch-office warehouses: name, image or the default logo, site, e-mail. */
export function WarehouseCards() {
  const { t, i18n } = useTranslation('host');
  const { warehouses, config } = useReferenceData();
  const branches = warehouses.filter((w) => w.IsBranchOffice);
  if (branches.length === 0) return null;
  return (
    <section aria-labelledby="branches-heading">
      <h2 id="branches-heading">{t('home.branches')}</h2>
      <ul className={styles.cards}>
        {branches.map((warehouse) => {
          const site = warehouse.Url || config.general.defaultSite;
          const email = warehouse.Address?.Email;
          return (
            <li key={warehouse.Id} className={styles.card} data-testid="warehouse-card">
              <img
                src={warehouse.ImageUrl || logoInLanguage(config.general.logo || DEFAULT_LOGO, i18n.language)}
                alt=""
                className={styles.cardImage}
                loading="lazy"
              />
              <h3>{warehouse.Name}</h3>
              {site && (
                // the name begins with the words shown (WCAG 2.5.3), then says which branch
                <a href={site} target="_blank" rel="noopener noreferrer" aria-label={t('home.visitSiteOf', { name: warehouse.Name })}>
                  {t('home.visitSite')}
                </a>
              )}
              {email && <a href={`mailto:${email}`}>{email}</a>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

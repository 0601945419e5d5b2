import type { ReactNode } from 'react';
import { NavLink } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MENU } from '@parts/shared-kernel';
import { PriceFileDownload } from '../price-file/PriceFileDownload';
import styles from './account-layout.module.css';

/** The account pages: the side menu of the my-account children flagged for the menu, and the page. */
export function AccountLayout({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: tk } = useTranslation('kernel');
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('accountMenu.label')}>
        <ul>
          {ACCOUNT_MENU.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {tk(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <PriceFileDownload />
      </nav>
      <section className={styles.content} aria-labelledby="account-page-heading">
        <header className={styles.header}>
          <h1 id="account-page-heading">{title}</h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
        {children}
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MENU, mayTrackOrders, paths, useReferenceData, useTeamRole, type TeamRoleState } from '@parts/shared-kernel';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { ROLES } from '@parts/contract/team';
import { PriceFileDownload } from '../price-file/PriceFileDownload';
import styles from './account-layout.module.css';

/** The account pages: the side menu of the my-account children flagged for the menu, and the page. */
export function AccountLayout({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: tk } = useTranslation('kernel');
  const { config } = useReferenceData();
  const role = useTeamRole();
  const menu = [
    // extension team: a Requester has no order history (nor its deliveries and invoices)
    ...ACCOUNT_MENU.filter((item) => item.href !== paths.orderHistory.href() || mayTrackOrders(role)).map((item) => ({
      href: item.href,
      label: tk(item.labelKey),
    })),
    ...(hasExtension(config, EXTENSIONS.team) ? teamMenu(role, t) : []),
    // extension order-tracking: the deliveries and the invoices with credit notes
    ...(hasExtension(config, EXTENSIONS.orderTracking) && mayTrackOrders(role)
      ? [
          { href: paths.deliveries.href(), label: t('deliveries.menu') },
          { href: paths.invoices.href(), label: t('invoices.menu') },
        ]
      : []),
  ];
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('accountMenu.label')}>
        <ul>
          {menu.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {item.label}
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

/**
 * Extension team: the queue of approvals (Administrators and Buyers), a Requester's own requests (the
 * same page), the employees and the audit (the Administrator); nothing until the role is known.
 */
function teamMenu(role: TeamRoleState, t: (key: string) => string): { href: string; label: string }[] {
  if (role === ROLES.requester) return [{ href: paths.approvals.href(), label: t('approvals.myRequestsMenu') }];
  if (role === ROLES.buyer) return [{ href: paths.approvals.href(), label: t('approvals.menu') }];
  if (role === ROLES.administrator)
    return [
      { href: paths.approvals.href(), label: t('approvals.menu') },
      { href: paths.employees.href(), label: t('employees.menu') },
      { href: paths.audit.href(), label: t('audit.menu') },
    ];
  return [];
}

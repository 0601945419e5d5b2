import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MENU, Modal, mayTrackOrders, paths, useAuthToken, useTeamRole } from '@parts/shared-kernel';
import { LanguageSwitcher } from './LanguageSwitcher';
import styles from './layout.module.css';

/** Signed in: the my-account pages and logout; otherwise 'Log in'. Always the language. */
export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const { t: tk } = useTranslation('kernel');
  const token = useAuthToken();
  // extension team: a Requester has no order history
  const role = useTeamRole();
  if (!open) return null;
  return (
    <Modal title={t('sidebar.title')} onClose={onClose}>
      <nav aria-label={t('sidebar.title')}>
        <ul className={styles.sideMenu}>
          {token ? (
            <>
              {ACCOUNT_MENU.filter((item) => item.href !== paths.orderHistory.href() || mayTrackOrders(role)).map((item) => (
                <li key={item.href}>
                  <Link to={item.href} onClick={onClose}>
                    {tk(item.labelKey)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.logout.href()} onClick={onClose}>
                  {t('sidebar.logout')}
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link to={paths.login.href()} onClick={onClose}>
                {t('sidebar.login')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <LanguageSwitcher />
    </Modal>
  );
}

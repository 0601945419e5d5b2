import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, useCartCount, useShoppingListCount } from '@parts/shared-kernel';
import { Logo } from './Logo';
import styles from './layout.module.css';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('host');
  const cartCount = useCartCount();
  const listCount = useShoppingListCount();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      <div className={styles.bar}>
        <button type="button" className={styles.menuButton} onClick={onOpenMenu} aria-label={t('header.openMenu')}>
          ☰
        </button>
        <Logo />
        <nav className={styles.nav} aria-label={t('header.mainNav')}>
          <NavLink to={paths.level4.href()}>{t('header.catalog')}</NavLink>
        </nav>
        <div className={styles.actions}>
          <Link to={paths.shoppingList.href()} className={styles.action} aria-label={t('header.shoppingListCount', { count: listCount })}>
            <span aria-hidden="true">☰</span> {t('header.shoppingList')}
            <span className={styles.badge} data-testid="shopping-list-count">
              {listCount}
            </span>
          </Link>
          <Link to={paths.cart.href()} className={styles.action} aria-label={t('header.cartCount', { count: cartCount })}>
            <span aria-hidden="true">🛒</span> {t('header.cart')}
            <span className={styles.badge} data-testid="cart-count">
              {cartCount}
            </span>
          </Link>
          <Link to={paths.myProfile.href()} className={styles.action}>
            {t('header.myAccount')}
          </Link>
        </div>
      </div>
    </header>
  );
}

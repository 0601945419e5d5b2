import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, useCartCount, useShoppingListCount } from '@parts/shared-kernel';
import { CartIcon, ListIcon } from './icons';
import styles from './header.module.css';

/** Shopping lists and cart with their counts (the `shopping-list:count` and `cart:count` events). */
export function CountLinks() {
  const { t } = useTranslation('host');
  const cartCount = useCartCount();
  const listCount = useShoppingListCount();
  return (
    <>
      <Link
        to={paths.shoppingList.href()}
        className={styles.tool}
        aria-label={t('header.shoppingListCount', { count: listCount })}
        title={t('header.shoppingList')}
        data-testid="header-shopping-list"
      >
        <ListIcon />
        <span className={styles.toolText}>{t('header.shoppingList')}</span>
        <span className={styles.badge} data-testid="shopping-list-count">
          {listCount}
        </span>
      </Link>
      <Link
        to={paths.cart.href()}
        className={styles.tool}
        aria-label={t('header.cartCount', { count: cartCount })}
        title={t('header.cart')}
        data-testid="header-cart"
      >
        <CartIcon />
        <span className={styles.toolText}>{t('header.cart')}</span>
        <span className={styles.badge} data-testid="cart-count">
          {cartCount}
        </span>
      </Link>
    </>
  );
}

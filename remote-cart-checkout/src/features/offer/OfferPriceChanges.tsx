import { useTranslation } from 'react-i18next';
import { Link } from '@parts/shared-kernel/router';
import { Alert, buttonClass, formatMoney, paths } from '@parts/shared-kernel';
import type { OfferToCart } from '@parts/contract/offers';
import styles from './offer.module.css';

/** After an offer went into the cart (extension saved-offers): each price that changed since it was saved, before and after. */
export function OfferPriceChanges({ result }: { result: OfferToCart }) {
  const { t } = useTranslation('cart');
  return (
    <div className={[styles.priceChanges, styles.noPrint].join(' ')} data-testid="offer-to-cart">
      <Alert kind={result.Changes.length > 0 ? 'warning' : 'success'}>
        {result.Changes.length > 0 ? t('offer.saved.pricesChanged') : t('offer.saved.pricesSame')}
      </Alert>
      {result.Changes.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('offer.sku')}</th>
              <th scope="col">{t('offer.productName')}</th>
              <th scope="col" className={styles.money}>
                {t('offer.saved.before')}
              </th>
              <th scope="col" className={styles.money}>
                {t('offer.saved.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.Changes.map((change) => (
              <tr key={change.Sku} className={styles.row} data-testid="price-change">
                <td className={styles.sku}>{change.Sku}</td>
                <td className={styles.name}>{change.Name}</td>
                <td className={styles.money} data-label={t('offer.saved.before')}>
                  {formatMoney(change.Before)}
                </td>
                <td className={[styles.money, styles.strong].join(' ')} data-label={t('offer.saved.after')}>
                  {formatMoney(change.After)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.Notices.length > 0 && (
        <ul>
          {result.Notices.map((notice, index) => (
            <li key={index}>{notice}</li>
          ))}
        </ul>
      )}
      <Link to={paths.cart.href()} className={buttonClass('primary')}>
        {t('offer.saved.goToCart')}
      </Link>
    </div>
  );
}

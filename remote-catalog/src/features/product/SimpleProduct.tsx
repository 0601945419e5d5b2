import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@parts/shared-kernel';
import { visibleAttributes } from './availability';
import { PartPurchase } from './PartPurchase';
import { SupersessionChain } from '../supersession/SupersessionChain';
import { WhereUsedButton } from '../where-used/WhereUsedButton';
import type { CatalogueProduct, ProductStock } from './product-schemas';
import styles from './product-page.module.css';

/** A simple product: picture, description, attributes, related parts, and its stock and price. */
export function SimpleProduct({ product, stock }: { product: CatalogueProduct; stock: ProductStock }) {
  const { t } = useTranslation('catalog');
  const attributes = visibleAttributes(product.Attributes);
  const picture = product.Pictures[0]?.ImageUrl;
  const related = [
    { title: t('product.bundle'), parts: product.ProductBundleList },
    { title: t('product.repair'), parts: product.ProductRepairList },
    { title: t('product.fit'), parts: product.ProductFitList },
  ].filter((group) => group.parts.length > 0);
  return (
    <div className={styles.simple}>
      <div className={styles.simpleInfo}>
        {picture && <img className={styles.picture} src={picture} alt={product.Name} />}
        <section aria-labelledby="product-description">
          <h2 id="product-description" className={styles.subtitle}>
            {t('part.description')}
          </h2>
          <p>{product.FullDescription || t('part.noDescription')}</p>
          <SupersessionChain supersession={product.Supersession} />
          <WhereUsedButton sku={product.Sku} />
        </section>
        {attributes.length > 0 && (
          <dl className={styles.attributes}>
            {attributes.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {related.map((group) => (
          <section key={group.title}>
            <h2 className={styles.subtitle}>{group.title}</h2>
            <ul>
              {group.parts.map((part) => (
                <li key={part.Id}>
                  <Link to={paths.partSearch.href(part.Sku)}>{part.Sku}</Link> {part.Name}
                  {part.Quantity ? ` × ${part.Quantity}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className={styles.simpleBuy} aria-label={t('board.priceAndStock')}>
        <PartPurchase product={product} initialStock={stock} />
      </aside>
    </div>
  );
}

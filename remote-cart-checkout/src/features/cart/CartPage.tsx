import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Spinner, buttonClass, emit, formatMoney, http, paths } from '@parts/shared-kernel';

const CartLineSchema = v.object({
  Product: v.object({ Id: v.number(), Sku: v.string(), Name: v.string(), Price: v.number() }),
  Quantity: v.number(),
  Total: v.number(),
});
type CartLine = v.InferOutput<typeof CartLineSchema>;

export function CartPage() {
  const { t } = useTranslation('cart');
  const [lines, setLines] = useState<CartLine[] | null>(null);

  useEffect(() => {
    http.get('/api/Level4/Cart', { schema: v.array(CartLineSchema) }).then(
      (cart) => {
        setLines(cart);
        emit('cart:count', cart.length);
      },
      () => setLines([]),
    );
  }, []);

  if (!lines) return <Spinner label={t('loadingCart')} />;
  return (
    <div>
      <h1>{t('title')}</h1>
      {lines.length === 0 ? (
        <>
          <p>{t('empty')}</p>
          <Link to={paths.home.href()} className={buttonClass('primary')}>
            {t('startShopping')}
          </Link>
        </>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line.Product.Id}>
              {line.Product.Sku} {line.Product.Name} × {line.Quantity} = {formatMoney(line.Total)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { RemoteArea } from '../../federation/RemoteArea';
import { useCustomer } from './use-customer';
import { WarehouseCards } from './WarehouseCards';
import styles from './home.module.css';

export default function HomePage() {
  const { t } = useTranslation('host');
  const customer = useCustomer();
  return (
    <div className={styles.home}>
      <h1 className={styles.greeting}>
        {customer ? t('home.greeting', { name: `${customer.FirstName} ${customer.LastName}`.trim() }) : t('home.title')}
      </h1>
      <section aria-label={t('home.search')} className={styles.search}>
        <RemoteArea remote="catalog" module="./CatalogSearch" />
      </section>
      <WarehouseCards />
    </div>
  );
}

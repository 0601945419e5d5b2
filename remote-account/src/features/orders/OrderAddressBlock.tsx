import type { OrderAddress } from './api/get-order';
import styles from './orders.module.css';

/** An address on an order, as lines. */
export function OrderAddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const name = `${address.FirstName} ${address.LastName}`.trim();
  const lines = [
    address.Name,
    name,
    address.Company,
    address.VatNumber,
    address.Address1,
    address.Address2,
    `${address.ZipPostalCode} ${address.City}`.trim(),
    [address.StateProvinceName, address.CountryName].filter(Boolean).join(', '),
    address.PhoneNumber,
    address.FaxNumber,
    address.Email,
  ].filter(Boolean);
  return (
    <section className={styles.box}>
      <h2>{title}</h2>
      <address className={styles.addressLines}>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
    </section>
  );
}

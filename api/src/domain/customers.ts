import type { Customer } from '@parts/contract/customer';
import type { Sql } from '../db/sql';
import { customerAddresses } from './addresses';

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  vat_number: string;
  newsletter: number;
  discount_percent: number;
  billing_address_id: number | null;
  shipping_address_id: number | null;
}

export function loadCustomer(sql: Sql, customerId: number): Customer | undefined {
  const row = sql.one<CustomerRow>('SELECT * FROM customers WHERE id = ?', [customerId]);
  if (!row) return undefined;
  return {
    Id: row.id,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Phone: row.phone,
    Company: row.company,
    VatNumber: row.vat_number,
    Newsletter: row.newsletter === 1,
    Discount: row.discount_percent,
    Addresses: customerAddresses(sql, customerId),
    BillingAddress: row.billing_address_id,
    ShippingAddress: row.shipping_address_id,
  };
}

/** True when another customer already uses the e-mail address (compared without case). */
export function emailTaken(sql: Sql, email: string, exceptCustomerId = 0): boolean {
  return sql.one('SELECT 1 FROM customers WHERE email = ? AND id <> ?', [email, exceptCustomerId]) !== undefined;
}

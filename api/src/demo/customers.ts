import type { PasswordHash } from '../auth/passwords';
import type { Executor } from '../db/database';
import { insertAddress, type AddressFields } from '../data/addresses';
import { setDefaultAddresses } from '../data/customers';
import { insertList, replaceListItems, type ListItem } from '../data/shopping-lists';
import { findPart } from '../data/cart';
import { addPartToCart } from '../domain/cart';
import { CENTRAL_WAREHOUSE, COURIER_DHL, COURIER_DPD, GDANSK_BRANCH } from './reference-data';
import { confirmCheckout, type ConfirmRequest } from '../domain/place-order';
import { OrderStatus, PaymentStatus, ShippingStatus } from '../domain/order-status';
import { polish } from './polish';
import { MALOPOLSKIE, MAZOWIECKIE, POLAND, POMORSKIE } from './reference-data';

export interface DemoPasswords {
  dealer: PasswordHash;
  dealer2: PasswordHash;
}

interface DealerPlan {
  email: string;
  password: PasswordHash;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  vatNumber: string;
  discount: number;
  creditLimit: number;
  paymentTermDays: number;
  /** The warehouse serving the dealer (delivery estimates). */
  branch: number;
  addresses: readonly AddressFields[];
}

async function insertDealer(db: Executor, plan: DealerPlan): Promise<{ id: number; addressIds: number[] }> {
  const { id } = await db
    .insertInto('customers')
    .values({
      email: plan.email,
      password_hash: plan.password.hash,
      password_salt: plan.password.salt,
      password_params: plan.password.params,
      first_name: plan.firstName,
      last_name: plan.lastName,
      phone: plan.phone,
      company: plan.company,
      vat_number: plan.vatNumber,
      discount_percent: plan.discount,
      credit_limit: plan.creditLimit,
      payment_term_days: plan.paymentTermDays,
      branch_warehouse_id: plan.branch,
      created_on: '2023-02-01T09:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const addressIds: number[] = [];
  for (const address of plan.addresses) addressIds.push(await insertAddress(db, id, address));
  await setDefaultAddresses(db, id, addressIds[0] ?? null, addressIds[1] ?? addressIds[0] ?? null);
  return { id, addressIds };
}

interface PastOrder {
  createdOn: string;
  items: readonly (readonly [sku: string, quantity: number])[];
  orderStatus: string;
  paymentStatus: string;
  shippingStatus: string;
  choice: Omit<ConfirmRequest, 'TermsOfServiceOnOrderConfirmPage'>;
}

/** Places a past order through the real checkout, so history and live orders are computed alike. */
async function placePastOrder(db: Executor, customerId: number, order: PastOrder): Promise<void> {
  for (const [sku, quantity] of order.items) {
    const part = await findPart(db, { sku });
    if (!part) throw new Error(`demo data: unknown part ${sku}`);
    await addPartToCart(db, { customerId, employeeId: 0 }, part, quantity, { marke: 'NS', produktart: 'PKW' });
  }
  const result = await confirmCheckout(
    db,
    { customerId, employeeId: 0 },
    { ...order.choice, TermsOfServiceOnOrderConfirmPage: true },
    'en',
    order,
  );
  if (!result.Success) throw new Error(`demo data: order not placed: ${result.Errors.join(', ')}`);
}

const courier = (billing: number, shipping: number, method: string, payment: string, note = ''): PastOrder['choice'] => ({
  BillingAddressId: billing,
  ShippingAddressId: shipping,
  ShippingMethodName: method,
  ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
  PickUpInStoreId: undefined,
  PaymentMethodSystemName: payment,
  OrderNote: note,
});

export async function seedCustomers(db: Executor, passwords: DemoPasswords): Promise<void> {
  const dealer = await insertDealer(db, {
    email: 'dealer@example.com',
    password: passwords.dealer,
    firstName: 'Jan',
    lastName: 'Kowalski',
    phone: '+48 601 234 567',
    company: 'Auto Serwis Kowalski Sp. z o.o.',
    vatNumber: 'PL5213456789',
    discount: 12,
    creditLimit: 50000,
    paymentTermDays: 30,
    branch: CENTRAL_WAREHOUSE,
    addresses: [
      {
        FirstName: 'Jan',
        LastName: 'Kowalski',
        Company: 'Auto Serwis Kowalski Sp. z o.o.',
        VatNumber: 'PL5213456789',
        CountryId: POLAND,
        StateProvinceId: MAZOWIECKIE,
        City: 'Warszawa',
        Address1: 'ul. Puławska 145',
        Address2: '',
        ZipPostalCode: '02-715',
        PhoneNumber: '+48 22 640 10 20',
        FaxNumber: '',
        Email: 'dealer@example.com',
      },
      {
        FirstName: 'Piotr',
        LastName: 'Zieliński',
        Company: 'Auto Serwis Kowalski - Warsztat Kraków',
        VatNumber: 'PL5213456789',
        CountryId: POLAND,
        StateProvinceId: MALOPOLSKIE,
        City: 'Kraków',
        Address1: 'ul. Wielicka 28',
        Address2: 'Hala B',
        ZipPostalCode: '30-552',
        PhoneNumber: '+48 12 655 30 40',
        FaxNumber: '',
        Email: 'krakow@kowalski.example.com',
      },
    ],
  });
  const dealer2 = await insertDealer(db, {
    email: 'dealer2@example.com',
    password: passwords.dealer2,
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: '+48 602 345 678',
    company: 'Nowak Motors s.c.',
    vatNumber: 'PL5842233445',
    discount: 8,
    creditLimit: 15000,
    paymentTermDays: 14,
    branch: GDANSK_BRANCH,
    addresses: [
      {
        FirstName: 'Anna',
        LastName: 'Nowak',
        Company: 'Nowak Motors s.c.',
        VatNumber: 'PL5842233445',
        CountryId: POLAND,
        StateProvinceId: POMORSKIE,
        City: 'Gdańsk',
        Address1: 'ul. Lęborska 3',
        Address2: '',
        ZipPostalCode: '80-386',
        PhoneNumber: '+48 58 341 22 33',
        FaxNumber: '',
        Email: 'dealer2@example.com',
      },
    ],
  });
  const [warsaw = 0, krakow = 0] = dealer.addressIds;
  const [gdansk = 0] = dealer2.addressIds;

  const history: readonly [number, PastOrder][] = [
    [
      dealer.id,
      {
        createdOn: '2024-11-05T10:12:00.000Z',
        items: [['99110000011', 1]],
        orderStatus: OrderStatus.Cancelled,
        paymentStatus: PaymentStatus.Refunded,
        shippingStatus: ShippingStatus.NotYetShipped,
        choice: courier(warsaw, warsaw, COURIER_DPD, 'Payments.CashOnDelivery', 'Cancelled by phone: wrong engine variant.'),
      },
    ],
    [
      dealer.id,
      {
        createdOn: '2025-01-14T08:30:00.000Z',
        items: [
          ['99110000001', 2],
          ['99340000001', 1],
        ],
        orderStatus: OrderStatus.Complete,
        paymentStatus: PaymentStatus.Paid,
        shippingStatus: ShippingStatus.Delivered,
        choice: { ...courier(warsaw, krakow, COURIER_DPD, 'Payments.BankTransfer'), CustomerReference: 'ZZ/2025/014' },
      },
    ],
    [
      dealer.id,
      {
        createdOn: '2025-03-02T13:45:00.000Z',
        items: [
          ['99110000010', 4],
          ['99110000003', 10],
        ],
        orderStatus: OrderStatus.Processing,
        paymentStatus: PaymentStatus.Paid,
        shippingStatus: ShippingStatus.Shipped,
        choice: { ...courier(warsaw, warsaw, COURIER_DHL, 'Payments.TradeCredit'), CustomerReference: 'ZZ/2025/031 warsztat' },
      },
    ],
    [
      dealer.id,
      {
        createdOn: '2025-05-20T07:05:00.000Z',
        items: [
          ['99340000001', 2],
          ['99340000002', 2],
        ],
        orderStatus: OrderStatus.Pending,
        paymentStatus: PaymentStatus.Pending,
        shippingStatus: ShippingStatus.NotYetShipped,
        choice: {
          ...courier(warsaw, 0, '', 'Payments.PayAtPickup', 'Please call before the pickup.'),
          ShippingAddressId: undefined,
          PickUpInStoreId: 1,
          ShippingRateComputationMethodSystemName: 'Pickup.PickupInStore',
        },
      },
    ],
    [
      dealer2.id,
      {
        createdOn: '2025-04-10T11:20:00.000Z',
        items: [
          ['99110000001', 1],
          ['99110000003', 1],
        ],
        orderStatus: OrderStatus.Complete,
        paymentStatus: PaymentStatus.Paid,
        shippingStatus: ShippingStatus.Delivered,
        choice: courier(gdansk, gdansk, COURIER_DPD, 'Payments.BankTransfer'),
      },
    ],
  ];
  for (const [customerId, order] of history) await placePastOrder(db, customerId, order);

  const listId = await insertList(db, dealer.id, 'Service kit', '2025-02-01T10:00:00.000Z');
  const listItems: ListItem[] = [];
  for (const sku of ['99110000001', '99110000003', '99340000001']) {
    const part = await findPart(db, { sku });
    if (!part) throw new Error(`demo data: unknown part ${sku}`);
    listItems.push({ productId: part.id, quantity: 1 });
  }
  await replaceListItems(db, listId, listItems);

  await db
    .insertInto('dealer_system_orders')
    .values([
      {
        customer_id: dealer.id,
        document_no: 'FV/WAW/2025/00412',
        document_date: '2025-01-15',
        description: 'Parts invoice, order 100002',
        description_pl: polish('Parts invoice, order 100002'),
        due_date: '2025-02-14',
        amount: 443.0,
        branch_code: 'WAW',
        is_open: 0,
      },
      {
        customer_id: dealer.id,
        document_no: 'FV/WAW/2025/01187',
        document_date: '2025-03-03',
        description: 'Parts invoice, order 100003',
        description_pl: polish('Parts invoice, order 100003'),
        due_date: '2025-04-02',
        amount: 278.04,
        branch_code: 'WAW',
        is_open: 1,
      },
      {
        customer_id: dealer.id,
        document_no: 'FV/KRK/2025/00219',
        document_date: '2025-04-22',
        description: 'Workshop equipment rental',
        description_pl: polish('Workshop equipment rental'),
        due_date: '2025-05-22',
        amount: 2460.0,
        branch_code: 'KRK',
        is_open: 1,
      },
      {
        customer_id: dealer.id,
        document_no: 'KOR/WAW/2025/00031',
        document_date: '2025-05-06',
        description: 'Credit note: returned brake discs',
        description_pl: polish('Credit note: returned brake discs'),
        due_date: '2025-05-06',
        amount: -518.4,
        branch_code: 'WAW',
        is_open: 0,
      },
      {
        customer_id: dealer.id,
        document_no: 'FV/POZ/2025/00904',
        document_date: '2025-06-12',
        description: 'Warranty parts, campaign TC-2023-041',
        description_pl: polish('Warranty parts, campaign TC-2023-041'),
        due_date: '2025-07-12',
        amount: 734.1,
        branch_code: 'POZ',
        is_open: 1,
      },
      {
        customer_id: dealer2.id,
        document_no: 'FV/GDA/2025/00077',
        document_date: '2025-04-11',
        description: 'Parts invoice, order 100005',
        description_pl: polish('Parts invoice, order 100005'),
        due_date: '2025-04-25',
        amount: 65.07,
        branch_code: 'GDA',
        is_open: 0,
      },
    ])
    .execute();
}

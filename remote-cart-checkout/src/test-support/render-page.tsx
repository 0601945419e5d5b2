import * as v from 'valibot';
/**
 * Component tests render a page as the host does: the kernel i18n with this app's namespace (in
 * English), the reference data, a router (the shop's query client is fresh for each test, see
 * shared-kernel test-support); the network is the shop's one MSW harness, answering as the contract says.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { answer, server, type Call, publishReferenceData } from '@parts/shared-kernel/test-support';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  addTranslations,
  configureHttp,
  emit,
  i18n,
  initI18n,
  type ReferenceData,
  CountrySchema,
  StateProvinceSchema,
} from '@parts/shared-kernel';
import type { CartLine, Totals } from '@parts/contract/cart';
import type { Customer } from '@parts/contract/customer';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

export const referenceData: ReferenceData = {
  config: {
    general: { logo: '', showPriceNetto: true, showIncadeaOrders: false, hiddenTopics: false, vehicleBrand: 'NS', defaultSite: '' },
    seo: { defaultTitle: '', defaultMetaDescription: '', defaultMetaKeywords: '' },
    global: { homeSliderFull: false },
  },
  store: null,
  languages: [],
  warehouses: [],
  currencies: [],
  countries: [
    v.parse(CountrySchema, { Id: 1, Name: 'Poland', TwoLetterIsoCode: 'PL', NumberOfStates: 1 }),
    v.parse(CountrySchema, { Id: 3, Name: 'Czech Republic', TwoLetterIsoCode: 'CZ', NumberOfStates: 0 }),
  ],
  stateProvinces: [v.parse(StateProvinceSchema, { Id: 10, Name: 'Mazowieckie', Abbreviation: 'MZ', CountryId: 1 })],
  topics: [],
};

export async function setUpApp(data: ReferenceData = referenceData): Promise<void> {
  configureHttp({ apiBase: '' });
  await initI18n();
  addTranslations('cart', { en, pl });
  await i18n.changeLanguage('en');
  emit('auth:token', 'test-token');
  publishReferenceData(data);
}

/**
 * What a test answers to a call named as the contract names it: the contract's answer (checked at
 * run time by the shared harness: an answer that breaks the contract fails the test), or a
 * Response as the server sends it; given the request body (the contract's request type) and URL.
 */
type Route = (body: never, url: URL) => unknown;
export type Routes = Partial<Record<Call, Route>>;

export interface AnsweredApi {
  /** The calls answered, in the order they were asked, with their body and language. */
  calls: { method: string; path: string; body: unknown; language: string | null }[];
}

/**
 * The API of a test, on the shop's one MSW harness (shared-kernel test-support): each call named as
 * the contract names it, its answers checked against the contract; a call no test answers fails.
 */
export function answerApi(routes: Routes): AnsweredApi {
  const calls: AnsweredApi['calls'] = [];
  const handlers = (Object.keys(routes) as Call[]).map((call) => {
    const route = routes[call] as Route;
    return answer(call, ({ body, url, request }) => {
      calls.push({ method: request.method, path: url.pathname + url.search, body, language: request.headers.get('Accept-Language') });
      return route(body as never, url) as never;
    });
  });
  server.use(...handlers);
  return { calls };
}

/** An error answer as the API sends it. */
export function problem(status: number, title: string, errors?: Record<string, string[]>): Response {
  return new Response(JSON.stringify({ title, status, ...(errors ? { errors } : {}) }), {
    status,
    statusText: 'Bad Request',
    headers: { 'content-type': 'application/json' },
  });
}

/** Every notification sent while the test runs, as the dealer reads it. */
export { collectNotices } from '@parts/shared-kernel/test-support';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderPage(element: ReactElement, path: string, at = path): RenderResult {
  return render(
    <>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </>,
  );
}

export const line = (
  sku: string,
  over: Partial<{ Id: number; Price: number; OldPrice: number; Quantity: number; Discount: number; Name: string }> = {},
): CartLine => {
  const price = over.Price ?? 40.39;
  const quantity = over.Quantity ?? 1;
  return {
    Product: {
      Id: over.Id ?? Number(sku.slice(2, 4) + sku.slice(-3)),
      Sku: sku,
      Name: over.Name ?? `Part ${sku}`,
      Price: price,
      OldPrice: over.OldPrice ?? 45.9,
      PriceNetto: Math.round((price / 1.23) * 100) / 100,
      OldPriceNetto: Math.round(((over.OldPrice ?? 45.9) / 1.23) * 100) / 100,
      Discount: over.Discount ?? 12,
      PictureUrl: '',
    },
    Quantity: quantity,
    Total: Math.round(price * quantity * 100) / 100,
  };
};

export const totals = (orderTotal: number): Totals => ({
  SubTotal: orderTotal,
  SubTotalDiscount: 0,
  Shipping: 0,
  PaymentMethodAdditionalFee: 0,
  DisplayTax: true,
  Tax: Math.round(((orderTotal * 23) / 123) * 100) / 100,
  DisplayTaxRates: true,
  TaxRates: [{ Rate: 23, Value: Math.round(((orderTotal * 23) / 123) * 100) / 100 }],
  OrderTotalDiscount: 0,
  OrderTotal: orderTotal,
  Total: orderTotal,
});

/** Fixtures are typed by the contract: a fixture the contract does not allow does not compile. */
export const customer: Customer = {
  Id: 1,
  Email: 'dealer@example.com',
  FirstName: 'Jan',
  LastName: 'Kowalski',
  Phone: '',
  Company: 'Auto Serwis Kowalski',
  VatNumber: '',
  Newsletter: false,
  Discount: 12,
  BillingAddress: 1,
  ShippingAddress: 2,
  Addresses: [
    {
      Id: 1,
      FirstName: 'Jan',
      LastName: 'Kowalski',
      Company: '',
      VatNumber: '',
      CountryId: 1,
      CountryName: 'Poland',
      StateProvinceId: 10,
      StateProvinceName: 'Mazowieckie',
      City: 'Warszawa',
      Address1: 'Marszałkowska 1',
      Address2: '',
      ZipPostalCode: '00-001',
      PhoneNumber: '1',
      FaxNumber: '',
      Email: '',
    },
    {
      Id: 2,
      FirstName: 'Jan',
      LastName: 'Kowalski',
      Company: '',
      VatNumber: '',
      CountryId: 1,
      CountryName: 'Poland',
      StateProvinceId: 10,
      StateProvinceName: 'Mazowieckie',
      City: 'Kraków',
      Address1: 'Floriańska 2',
      Address2: '',
      ZipPostalCode: '30-001',
      PhoneNumber: '1',
      FaxNumber: '',
      Email: '',
    },
  ],
};

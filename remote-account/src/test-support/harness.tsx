/**
 * What the account remote's tests add to the shop's one test harness
 * (`@parts/shared-kernel/test-support`: MSW at the network edge, answers typed by the contract):
 * the kernel i18n with this app's namespace, reference data with a country that has states, a
 * signed-in dealer, and a router that shows where the page went.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type * as v from 'valibot';
import type { CountrySchema, StateProvinceSchema, StoreConfig } from '@parts/contract/store';
import { addTranslations, configureHttp, emit, i18n, initI18n } from '@parts/shared-kernel';
import type { HttpHandler } from 'msw';
import {
  answer,
  referenceData,
  storeConfig,
  type AnswerOf,
  type Asked,
  type BodyOf,
  type Call,
  publishReferenceData,
} from '@parts/shared-kernel/test-support';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { NAMESPACE } from '../remote';

const API_BASE = 'http://api.test';

type Country = v.InferOutput<typeof CountrySchema>;
type StateProvince = v.InferOutput<typeof StateProvinceSchema>;

const POLAND: Country = { Id: 1, Name: 'Poland', TwoLetterIsoCode: 'PL', NumberOfStates: 2 };
const GERMANY: Country = { Id: 2, Name: 'Germany', TwoLetterIsoCode: 'DE', NumberOfStates: 0 };
const MAZOWIECKIE: StateProvince = { Id: 11, Name: 'Mazowieckie', Abbreviation: 'MZ', CountryId: 1 };
const MALOPOLSKIE: StateProvince = { Id: 12, Name: 'Małopolskie', Abbreviation: 'MP', CountryId: 1 };

/** i18n (English unless told), reference data, a fresh event channel with a signed-in dealer (unless told), and the API base. */
export async function setUp({
  language = 'en',
  general = {},
  signedIn = true,
  extensions,
}: { language?: 'en' | 'pl'; general?: Partial<StoreConfig['general']>; signedIn?: boolean; extensions?: string[] } = {}) {
  window.__partsEvents = { last: {} };
  configureHttp({ apiBase: API_BASE });
  await initI18n();
  addTranslations(NAMESPACE, { en, pl });
  await i18n.changeLanguage(language);
  publishReferenceData(
    referenceData({
      config: storeConfig({ general: { showIncadeaOrders: true, ...general }, ...(extensions ? { extensions } : {}) }),
      countries: [POLAND, GERMANY],
      stateProvinces: [MAZOWIECKIE, MALOPOLSKIE],
    }),
  );
  // the account pages are a signed-in dealer's (the customer query waits for a session)
  if (signedIn) emit('auth:token', 'dealer-token');
}

/** Every notification sent while the test runs, as the dealer reads it. */
export { collectNotices } from '@parts/shared-kernel/test-support';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `url` under the route `path`; the current location shows in data-testid="location". */
export function renderAt(element: ReactElement, { url, path = url.split('?')[0] ?? url }: { url: string; path?: string }): RenderResult {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/**
 * A contract-keeping answer to `call` (as the kernel's `answer`) that also keeps the request
 * bodies it was sent, in order.
 */
export function recorded<C extends Call>(
  call: C,
  reply: AnswerOf<C> | ((asked: Asked<C>) => AnswerOf<C>),
): { handler: HttpHandler; bodies: BodyOf<C>[] } {
  const bodies: BodyOf<C>[] = [];
  const handler = answer(call, (asked) => {
    bodies.push(asked.body);
    return typeof reply === 'function' ? (reply as (asked: Asked<C>) => AnswerOf<C>)(asked) : reply;
  });
  return { handler, bodies };
}

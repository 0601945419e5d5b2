/**
 * Test set-up for catalogue components: i18n in English, the reference data of a small shop, a
 * router, and the requests the catalogue sent. The network is the kernel's MSW server
 * (`@parts/shared-kernel/test-support`): each test answers the calls it is about with `server.use(answer(...))`.
 */
import type { ReactNode } from 'react';
import { http as mock, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { CatalogueProductSchema, CategorySchema } from '@parts/contract/catalogue';
import { render, type RenderResult } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations, i18n, initI18n, type ReferenceData } from '@parts/shared-kernel';
import { referenceData, server, storeConfig, warehouse, publishReferenceData } from '@parts/shared-kernel/test-support';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

export async function setUpCatalog(general: Partial<ReferenceData['config']['general']> = {}): Promise<void> {
  await initI18n();
  addTranslations('catalog', { en, pl });
  await i18n.changeLanguage('en');
  publishReferenceData(
    referenceData({
      config: storeConfig({ general: { showPriceNetto: false, ...general } }),
      warehouses: [warehouse(1, 'Central warehouse Warszawa'), warehouse(2, 'Kraków')],
    }),
  );
}

/** A request the catalogue sent, as a test reads it. */
export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Accept-Language it was sent with. */
  language: string;
}

/**
 * The requests sent from now on (in the order sent; a body is read as it leaves). Answers are
 * the handlers' business: this only records.
 */
export function recordCalls(): SentCall[] {
  const calls: SentCall[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const call: SentCall = {
      method: request.method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: undefined,
      language: request.headers.get('Accept-Language') ?? '',
    };
    calls.push(call);
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  };
  server.events.on('request:start', record);
  afterCurrentTest(() => server.events.removeListener('request:start', record));
  return calls;
}

const cleanups: (() => void)[] = [];
function afterCurrentTest(cleanup: () => void): void {
  cleanups.push(cleanup);
}
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

const ENTITIES = { Product: CatalogueProductSchema, Category: CategorySchema };
type Entity = keyof typeof ENTITIES;

/**
 * GET /api/Product('{id}') or /api/Category('{id}') (SPEC section 7's entity lookups): the answer,
 * checked by the contract, or a status for a failure. Every id the test does not name is 404.
 */
type EntityReply<E extends Entity> = v.InferInput<(typeof ENTITIES)[E]> | number | undefined;

export function answerEntity<E extends Entity>(
  entity: E,
  answers: Record<string, EntityReply<E>> | ((id: string, request: Request) => EntityReply<E> | Promise<EntityReply<E>>),
): HttpHandler {
  return mock.get(new RegExp(`/api/${entity}\\(`), async ({ request }) => {
    const id = /\('?([^')]*)'?\)/.exec(decodeURIComponent(new URL(request.url).pathname))?.[1] ?? '';
    const reply = typeof answers === 'function' ? await answers(id, request) : answers[id];
    if (reply === undefined) return HttpResponse.json({ title: 'Not found' }, { status: 404 });
    if (typeof reply === 'number') return HttpResponse.json({ title: `Failed with ${reply}` }, { status: reply });
    const checked = v.safeParse(ENTITIES[entity], reply);
    if (!checked.success)
      throw new Error(`The test's ${entity} ${id} breaks the contract: ${JSON.stringify(v.flatten(checked.issues).nested)}`);
    return HttpResponse.json(reply);
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders inside a router at `url` (matching `pattern`) with a fresh jotai store. */
export function renderAt(ui: ReactNode, { url = '/', pattern = '*' }: { url?: string; pattern?: string } = {}): RenderResult {
  const store = createStore();
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

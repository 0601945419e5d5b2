import { http as mock, HttpResponse } from 'msw';
import { server } from '@parts/shared-kernel/test-support';
import { RETRIES, retryPlugin } from './retry-plugin';

const MANIFEST = 'http://localhost/remotes/catalog/1.0.0/mf-manifest.json';

/** The manifest's URL answers these steps in turn (a status, or the network down). */
function manifestAnswers(...steps: (number | 'network-down')[]) {
  const calls: string[] = [];
  server.use(
    mock.get(MANIFEST, ({ request }) => {
      calls.push(request.url);
      const step = steps.shift() ?? 200;
      if (step === 'network-down') return HttpResponse.error();
      return HttpResponse.json(step === 200 ? { id: 'catalog', name: 'catalog' } : { title: 'Down' }, { status: step });
    }),
  );
  return calls;
}

type Plugin = ReturnType<typeof retryPlugin>;
const fetchHook = (plugin: Plugin) => plugin.fetch as unknown as (url: string, init: RequestInit) => Promise<Response>;

describe('the remote manifest is asked for again', () => {
  it('after server errors and a dropped connection, until it arrives', async () => {
    const calls = manifestAnswers(503, 'network-down', 200);
    const response = await fetchHook(retryPlugin())(MANIFEST, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'catalog', name: 'catalog' });
    expect(calls).toHaveLength(1 + RETRIES);
  });

  it(`at most ${RETRIES} times more, then the error reaches the area`, async () => {
    const calls = manifestAnswers(502, 502, 502, 200);
    await expect(fetchHook(retryPlugin())(MANIFEST, {})).rejects.toThrow(/abandoned/);
    expect(calls).toHaveLength(1 + RETRIES);
  });
});

describe('a remote entry that failed to load', () => {
  type Hook = NonNullable<Plugin['loadEntryError']>;
  type HookArgs = Parameters<Hook>[0];

  function failedLoad(results: (object | Error)[]) {
    const globalLoading: Record<string, Promise<void> | undefined> = { 'catalog:entry': new Promise(() => undefined) };
    let attempts = 0;
    const getRemoteEntry = jest.fn(async () => {
      // the failed load still pending under this key is forgotten first, or the retry would wait on it
      expect(globalLoading['catalog:entry']).toBeUndefined();
      attempts += 1;
      const result = results.shift();
      if (result instanceof Error) throw result;
      return result;
    });
    const args = {
      getRemoteEntry,
      globalLoading,
      uniqueKey: 'catalog:entry',
      origin: {},
      remoteInfo: { name: 'catalog' },
    } as unknown as HookArgs;
    const hook = retryPlugin(0).loadEntryError as Hook;
    return { attempts: () => attempts, run: () => hook(args) as unknown as Promise<unknown> };
  }

  it('is loaded again and the shop goes on with it', async () => {
    const container = { get: () => undefined, init: () => undefined };
    const load = failedLoad([new Error('ScriptNetworkError'), container]);
    await expect(load.run()).resolves.toBe(container);
    expect(load.attempts()).toBe(2);
  });

  it(`gives up after ${RETRIES} attempts more, so the area shows its error`, async () => {
    const load = failedLoad([new Error('down'), new Error('still down'), new Error('and down'), {}]);
    await expect(load.run()).rejects.toThrow('and down');
    expect(load.attempts()).toBe(1 + RETRIES);
  });
});

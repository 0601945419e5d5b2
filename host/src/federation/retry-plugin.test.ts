import { fetchWithRetry, retryPlugin, retryUrl } from './retry-plugin';

const NO_WAIT = { retries: 2, delayMs: 0 };
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answers(...steps: (number | Error)[]) {
  const calls: string[] = [];
  const fake = jest.fn(async (url: string) => {
    calls.push(url);
    const step = steps.shift();
    if (step instanceof Error) throw step;
    return new Response('{}', { status: step ?? 200 });
  });
  global.fetch = fake as unknown as typeof fetch;
  return calls;
}

describe('the remotes manifest is asked for again', () => {
  it('after server errors, until it arrives', async () => {
    const calls = answers(503, 502, 200);
    const response = await fetchWithRetry('/remotes/catalog/1.0.0/mf-manifest.json', undefined, NO_WAIT);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('not after a 404: the file is not there', async () => {
    const calls = answers(404, 200);
    expect((await fetchWithRetry('/remotes/nope/mf-manifest.json', undefined, NO_WAIT)).status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('at most twice more when the network is down, then the error reaches the area', async () => {
    const calls = answers(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), 200);
    await expect(fetchWithRetry('/remotes.json', undefined, NO_WAIT)).rejects.toThrow('Failed to fetch');
    expect(calls).toHaveLength(3);
  });
});

describe('a remote entry that failed to load', () => {
  type Hook = NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>;
  type HookArgs = Parameters<Hook>[0];

  function failedLoad(results: (object | Error)[]) {
    const urls: string[] = [];
    const globalLoading: Record<string, Promise<void> | undefined> = { 'catalog:entry': new Promise(() => undefined) };
    const getRemoteEntry = jest.fn(async ({ getEntryUrl }: { getEntryUrl?: (url: string) => string }) => {
      expect(globalLoading['catalog:entry']).toBeUndefined();
      urls.push(getEntryUrl?.('http://localhost/remotes/catalog/1.0.0/remoteEntry.js') ?? '');
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
    const hook = retryPlugin(NO_WAIT).loadEntryError as Hook;
    return { urls, run: () => hook(args) as unknown as Promise<unknown> };
  }

  it('is loaded again from a fresh URL and the shop goes on with it', async () => {
    const container = { get: () => undefined, init: () => undefined };
    const { urls, run } = failedLoad([new Error('ScriptNetworkError'), container]);
    await expect(run()).resolves.toBe(container);
    expect(urls).toEqual([
      'http://localhost/remotes/catalog/1.0.0/remoteEntry.js?retry=1',
      'http://localhost/remotes/catalog/1.0.0/remoteEntry.js?retry=2',
    ]);
  });

  it('gives up after the retries, so the area shows its error', async () => {
    const { urls, run } = failedLoad([new Error('down'), new Error('still down')]);
    await expect(run()).resolves.toBeUndefined();
    expect(urls).toHaveLength(2);
  });
});

it('a retry URL keeps the query the entry had', () => {
  expect(retryUrl('http://cdn.test/remoteEntry.js?v=3', 2)).toBe('http://cdn.test/remoteEntry.js?v=3&retry=2');
});

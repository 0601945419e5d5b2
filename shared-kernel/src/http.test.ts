import * as v from 'valibot';
import { emit, lastValue, on, type Notice } from './events';
import { ApiError, FALLBACK_ERROR_MESSAGE, configureHttp, describeFailure, http, toBase64Utf8 } from './http';

type FetchArgs = [string, RequestInit];
let calls: FetchArgs[] = [];
let notices: Notice[] = [];
let stopListening: () => void = () => undefined;

function answer(status: number, body: unknown, statusText = '', contentType = 'application/json') {
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    const text = typeof body === 'string' && contentType !== 'application/json' ? body : body === undefined ? '' : JSON.stringify(body);
    return new Response(text, { status, statusText, headers: { 'content-type': contentType } });
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  delete window.__partsEvents;
  calls = [];
  notices = [];
  stopListening = on('notify', (n) => notices.push(n));
  configureHttp({ apiBase: 'https://api.example.test', storeId: 7 });
});

afterEach(() => stopListening());

test('sends the bearer token, the store header and JSON to the API base', async () => {
  emit('auth:token', 'tok-1');
  answer(200, { Ok: true });
  await http.post('/api/ShoppingCart/UpdateItem', { ProductId: 1, Quantity: 2 }, { query: { a: 1, b: undefined } });
  const [url, init] = calls[0]!;
  expect(url).toBe('https://api.example.test/api/ShoppingCart/UpdateItem?a=1');
  const headers = init.headers as Record<string, string>;
  expect(headers.Authorization).toBe('Bearer tok-1');
  expect(headers['X-Store-Id']).toBe('7');
  expect(init.body).toBe(JSON.stringify({ ProductId: 1, Quantity: 2 }));
});

test('no token, no store id: neither header', async () => {
  configureHttp({ apiBase: '' });
  answer(200, []);
  await http.get('/api/country');
  const headers = calls[0]![1].headers as Record<string, string>;
  expect(headers.Authorization).toBeUndefined();
  expect(headers['X-Store-Id']).toBeUndefined();
  expect(calls[0]![0]).toBe('/api/country');
});

test('answers are parsed with the schema', async () => {
  answer(200, { Name: 'Poland', Extra: 1 });
  const country = await http.get('/api/x', { schema: v.object({ Name: v.string() }) });
  expect(country).toEqual({ Name: 'Poland' });
});

test('a plain-text answer (the login token) arrives as text', async () => {
  answer(200, 'token-abc', 'OK', 'text/plain');
  await expect(http.post('/api/user/login', { email: 'a', password: 'b' })).resolves.toBe('token-abc');
});

describe('a failed call shows a danger notification worded as SPEC section 8', () => {
  test('title: the status text; message: the response title', async () => {
    answer(400, { title: 'Cart is empty' }, 'Bad Request');
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([{ kind: 'danger', title: 'Bad Request', message: 'Cart is empty' }]);
  });

  test('no status text: the title is Error; no title in the body: the body itself', async () => {
    answer(500, 'Database is down', '', 'text/plain');
    await expect(http.get('/api/x')).rejects.toThrow('Database is down');
    expect(notices[0]).toEqual({ kind: 'danger', title: 'Error', message: 'Database is down' });
  });

  test('no body: the error message', async () => {
    answer(502, undefined, 'Bad Gateway');
    await expect(http.get('/api/x')).rejects.toThrow('Request failed with status code 502');
    expect(notices[0]!.title).toBe('Bad Gateway');
  });

  test('no answer at all: the fallback message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(http.get('/api/x')).rejects.toThrow(FALLBACK_ERROR_MESSAGE);
    expect(notices[0]).toEqual({ kind: 'danger', title: 'Error', message: FALLBACK_ERROR_MESSAGE });
  });

  test('quiet calls only throw', async () => {
    answer(404, { title: 'Not found' }, 'Not Found');
    await expect(http.post('/api/Customer/PasswordRecovery', {}, { quiet: true })).rejects.toThrow('Not found');
    expect(notices).toEqual([]);
  });

  test('field errors of a 400 are readable', async () => {
    answer(400, { title: 'One or more validation errors occurred.', errors: { Email: ['Email is already registered'] } }, 'Bad Request');
    const error = await http.post('/api/Customer/register', {}).catch((e: unknown) => e);
    expect((error as ApiError).fieldErrors).toEqual({ Email: ['Email is already registered'] });
  });

  test('the rules in order', () => {
    expect(describeFailure({})).toEqual({ title: 'Error', message: FALLBACK_ERROR_MESSAGE });
    expect(describeFailure({ statusText: 'Conflict', data: { title: 'T' }, errorMessage: 'E' })).toEqual({ title: 'Conflict', message: 'T' });
    expect(describeFailure({ data: '', errorMessage: 'E' })).toEqual({ title: 'Error', message: 'E' });
    expect(describeFailure({ data: { detail: 'x' } }).message).toBe('{"detail":"x"}');
  });
});

test('a 401 on a call that carried a token ends the session', async () => {
  emit('auth:token', 'expired');
  answer(401, { title: 'Unauthorized' }, 'Unauthorized');
  await expect(http.get('/api/Customer/get')).rejects.toBeInstanceOf(ApiError);
  expect(lastValue('auth:token')).toBeNull();
});

test('a late 401 to a request sent with an older token does not end the newer session', async () => {
  emit('auth:token', 'old');
  let respond: (response: Response) => void = () => undefined;
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (respond = resolve))) as unknown as typeof fetch;
  const pending = http.get('/api/Customer/get', { quiet: true });
  emit('auth:token', 'new');
  respond(new Response(JSON.stringify({ title: 'Unauthorized' }), { status: 401, statusText: 'Unauthorized', headers: { 'content-type': 'application/json' } }));
  await expect(pending).rejects.toBeInstanceOf(ApiError);
  expect(lastValue('auth:token')).toBe('new');
});

test('a 401 without a token (wrong password) keeps the session as it was', async () => {
  emit('auth:token', null);
  answer(401, { title: 'The credentials provided are incorrect' }, 'Unauthorized');
  await expect(http.post('/api/user/login', {})).rejects.toThrow('The credentials provided are incorrect');
  expect(lastValue('auth:token')).toBeNull();
  expect(notices[0]!.title).toBe('Unauthorized');
});

test('passwords travel as Base64 of their UTF-8 bytes', () => {
  expect(toBase64Utf8('dealer123')).toBe('ZGVhbGVyMTIz');
  expect(toBase64Utf8('zażółć')).toBe(Buffer.from('zażółć', 'utf8').toString('base64'));
});

test('sends the current language as Accept-Language: Polish by default, English after a switch', async () => {
  answer(200, []);
  await http.get('/api/country');
  expect((calls[0]![1].headers as Record<string, string>)['Accept-Language']).toBe('pl');
  emit('locale', 'en');
  await http.get('/api/country');
  expect((calls[1]![1].headers as Record<string, string>)['Accept-Language']).toBe('en');
  emit('locale', 'pl');
  await http.get('/api/country');
  expect((calls[2]![1].headers as Record<string, string>)['Accept-Language']).toBe('pl');
});

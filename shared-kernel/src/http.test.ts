import * as v from 'valibot';
import { http as mock, HttpResponse } from 'msw';
import { emit, lastValue, on, type Notice } from './events';
import { ApiError, FALLBACK_ERROR_MESSAGE, configureHttp, describeFailure, http, toBase64Utf8 } from './http';
import { i18n, initI18n, messageText, setLocale } from './i18n';
import { ensureMessages } from './messages';
import { brokenAnswer, server } from './test-support';

/** A notice as the dealer reads it now (its keys rendered in the language shown). */
interface ReadNotice {
  kind: Notice['kind'];
  title?: string;
  message: string;
}

let requests: Request[] = [];
let notices: ReadNotice[] = [];
let raw: Notice[] = [];
let stopListening: () => void = () => undefined;

/** Every call answered alike (the client's own behaviour does not depend on the path). */
function answer(status: number, body: unknown, statusText = '', contentType = 'application/json') {
  server.use(
    mock.all('*', ({ request }) => {
      requests.push(request);
      const text = typeof body === 'string' && contentType !== 'application/json' ? body : body === undefined ? null : JSON.stringify(body);
      return new Response(text, { status, statusText, headers: { 'content-type': contentType } });
    }),
  );
}

beforeAll(async () => {
  await initI18n();
  ensureMessages(i18n);
});

beforeEach(() => {
  delete window.__partsEvents;
  emit('locale', 'en');
  requests = [];
  notices = [];
  raw = [];
  stopListening = on('notify', (n) => {
    raw.push(n);
    notices.push(
      n.title === undefined
        ? { kind: n.kind, message: messageText(n.message) }
        : { kind: n.kind, title: messageText(n.title), message: messageText(n.message) },
    );
  });
  configureHttp({ apiBase: 'https://api.example.test', storeId: 7 });
});

afterEach(() => stopListening());

test('sends the bearer token, the store header and JSON to the API base', async () => {
  emit('auth:token', 'tok-1');
  answer(200, { Ok: true });
  await http.post('/api/ShoppingCart/UpdateItem', { ProductId: 1, Quantity: 2 }, { query: { a: 1, b: undefined } });
  const [request] = requests;
  expect(request!.url).toBe('https://api.example.test/api/ShoppingCart/UpdateItem?a=1');
  expect(request!.headers.get('Authorization')).toBe('Bearer tok-1');
  expect(request!.headers.get('X-Store-Id')).toBe('7');
  expect(await request!.text()).toBe(JSON.stringify({ ProductId: 1, Quantity: 2 }));
});

test('no token, no store id: neither header; the API on the page origin', async () => {
  configureHttp({ apiBase: '' });
  answer(200, []);
  await http.get('/api/country');
  expect(requests[0]!.headers.get('Authorization')).toBeNull();
  expect(requests[0]!.headers.get('X-Store-Id')).toBeNull();
  expect(requests[0]!.url).toBe(`${window.location.origin}/api/country`);
});

test('a GET already sent with the same URL and headers is read, not sent again; one asked otherwise is sent anew', async () => {
  emit('auth:token', 'tok-1');
  answer(200, [{ Name: 'sent again' }]);
  const url = 'https://api.example.test/api/country';
  const headers = { Accept: 'application/json, text/plain', 'Accept-Language': 'en', Authorization: 'Bearer tok-1', 'X-Store-Id': '7' };
  const early = () =>
    Promise.resolve(new Response(JSON.stringify([{ Name: 'early' }]), { headers: { 'content-type': 'application/json' } }));
  const schema = v.array(v.object({ Name: v.string() }));

  expect(await http.get('/api/country', { schema, sent: { url, headers, response: early() } })).toEqual([{ Name: 'early' }]);
  expect(requests).toHaveLength(0);

  // another language, another session, another URL: the early answer is not this call's
  expect(
    await http.get('/api/country', { schema, sent: { url, headers: { ...headers, 'Accept-Language': 'pl' }, response: early() } }),
  ).toEqual([{ Name: 'sent again' }]);
  expect(
    await http.get('/api/country', { schema, sent: { url, headers: { ...headers, Authorization: 'Bearer old' }, response: early() } }),
  ).toEqual([{ Name: 'sent again' }]);
  expect(await http.get('/api/country', { schema, sent: { url: `${url}?x=1`, headers, response: early() } })).toEqual([
    { Name: 'sent again' },
  ]);
  expect(requests).toHaveLength(3);
});

test('an early answer that breaks the contract or fails is handled as any answer', async () => {
  emit('auth:token', 'tok-1');
  const url = 'https://api.example.test/api/country';
  const headers = { Accept: 'application/json, text/plain', 'Accept-Language': 'en', Authorization: 'Bearer tok-1', 'X-Store-Id': '7' };
  const failed = Promise.resolve(
    new Response('{"message":"down"}', { status: 500, statusText: 'Server Error', headers: { 'content-type': 'application/json' } }),
  );
  await expect(http.get('/api/country', { sent: { url, headers, response: failed } })).rejects.toBeInstanceOf(ApiError);
  expect(notices).toHaveLength(1);
  expect(requests).toHaveLength(0);
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

describe('an answer that breaks the contract', () => {
  test('is reported (the SPEC notification, one log line with the call and the failing paths), never zero-filled', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(brokenAnswer('GET /api/Level4/Cart', [{ Product: { Name: 'Brake pad', Price: '12,00' }, Quantity: 1, Total: 12 }]));
    const { CartLineSchema } = await import('@parts/contract/cart');
    const error = await http.get('/api/Level4/Cart', { schema: v.array(CartLineSchema) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(notices).toEqual([{ kind: 'danger', title: 'Error', message: FALLBACK_ERROR_MESSAGE }]);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(line).toContain('GET /api/Level4/Cart');
    expect(line).toContain('at 0.Product.Id:');
    expect(line).toContain('at 0.Product.Sku:');
    expect(line).toContain('at 0.Product.Price:');
    log.mockRestore();
  });
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
    server.use(mock.all('*', () => HttpResponse.error()));
    await expect(http.get('/api/x')).rejects.toThrow(FALLBACK_ERROR_MESSAGE);
    expect(notices[0]).toEqual({ kind: 'danger', title: 'Error', message: FALLBACK_ERROR_MESSAGE });
  });

  test('quiet calls only throw', async () => {
    answer(404, { title: 'Not found' }, 'Not Found');
    await expect(http.post('/api/Customer/PasswordRecovery', { Email: 'a@example.com' }, { quiet: true })).rejects.toThrow('Not found');
    expect(notices).toEqual([]);
  });

  test('field errors of a 400 are readable', async () => {
    answer(400, { title: 'One or more validation errors occurred.', errors: { Email: ['Email is already registered'] } }, 'Bad Request');
    const error = await http.post('/api/Customer/register', {} as never).catch((e: unknown) => e);
    expect((error as ApiError).fieldErrors).toEqual({ Email: ['Email is already registered'] });
  });

  test('the rules in order', () => {
    expect(describeFailure({})).toEqual({ title: 'Error', message: FALLBACK_ERROR_MESSAGE });
    expect(describeFailure({ statusText: 'Conflict', data: { title: 'T' }, errorMessage: 'E' })).toEqual({
      title: 'Conflict',
      message: 'T',
    });
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
  let respond: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (respond = resolve));
  let arrived: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    mock.get('*/api/Customer/get', async () => {
      arrived();
      await answered;
      return HttpResponse.json({ title: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' });
    }),
  );
  const pending = http.get('/api/Customer/get', { quiet: true });
  await sent;
  emit('auth:token', 'new');
  respond();
  await expect(pending).rejects.toBeInstanceOf(ApiError);
  expect(lastValue('auth:token')).toBe('new');
});

test('a 401 without a token (wrong password) keeps the session as it was', async () => {
  emit('auth:token', null);
  answer(401, { title: 'The credentials provided are incorrect' }, 'Unauthorized');
  await expect(http.post('/api/user/login', { email: 'a@example.com', password: 'x' })).rejects.toThrow(
    'The credentials provided are incorrect',
  );
  expect(lastValue('auth:token')).toBeNull();
  expect(notices[0]!.title).toBe('Unauthorized');
});

test('passwords travel as Base64 of their UTF-8 bytes', () => {
  expect(toBase64Utf8('dealer123')).toBe('ZGVhbGVyMTIz');
  expect(toBase64Utf8('zażółć')).toBe(Buffer.from('zażółć', 'utf8').toString('base64'));
});

describe("in the dealer's language (issue 27, item 2)", () => {
  test("the status text is translated, the client's own message too; the server's message comes as it was asked for", async () => {
    setLocale('pl');
    answer(401, { title: 'Logowanie nie powiodło się.' }, 'Unauthorized');
    await expect(http.post('/api/user/login', { email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(notices[0]).toEqual({ kind: 'danger', title: 'Brak autoryzacji', message: 'Logowanie nie powiodło się.' });
    server.use(mock.all('*', () => HttpResponse.error()));
    await expect(http.get('/api/x')).rejects.toThrow(FALLBACK_ERROR_MESSAGE);
    expect(notices[1]).toEqual({ kind: 'danger', title: 'Błąd', message: 'Błąd serwera lub sieci, spróbuj ponownie później.' });
    // the same notice read after a switch to English: SPEC's words
    setLocale('en');
    expect(messageText(raw[0]!.title!)).toBe('Unauthorized');
    expect(messageText(raw[1]!.message)).toBe(FALLBACK_ERROR_MESSAGE);
  });

  test('Bad Request and Not Found in Polish; a status the shop has no words for is Błąd', async () => {
    setLocale('pl');
    answer(400, { title: 'Wystąpił co najmniej jeden błąd walidacji.' }, 'Bad Request');
    await http.get('/api/x').catch(() => undefined);
    answer(404, { title: 'Nie znaleziono' }, 'Not Found');
    await http.get('/api/y').catch(() => undefined);
    answer(418, { title: 'x' }, "I'm a teapot");
    await http.get('/api/z').catch(() => undefined);
    expect(notices.map((n) => n.title)).toEqual(['Nieprawidłowe dane', 'Nie znaleziono', 'Błąd']);
  });
});

describe('a failure is cleared by the next success of the same call', () => {
  test('each call is its own topic; its success says the topic is resolved, once', async () => {
    const resolved: string[] = [];
    const stop = on('notify:resolved', (topic) => resolved.push(topic), { replay: false });
    answer(401, { title: 'Wrong password' }, 'Unauthorized');
    await http.post('/api/user/login', { email: 'a', password: 'b' }).catch(() => undefined);
    expect(raw[0]!.topic).toBe('POST /api/user/login');
    answer(200, 'token', 'OK', 'text/plain');
    await http.get('/api/country?x=1');
    expect(resolved).toEqual([]);
    await http.post('/api/user/login', { email: 'a', password: 'c' });
    await http.post('/api/user/login', { email: 'a', password: 'c' });
    expect(resolved).toEqual(['POST /api/user/login']);
    stop();
  });
});

test('sends the current language as Accept-Language: Polish by default, English after a switch, or the one asked for', async () => {
  // as a shop starts: no switch yet, i18next in its default language (the tests above switched it)
  delete window.__partsEvents;
  window.localStorage.removeItem('i18nextLng');
  await i18n.changeLanguage('pl');
  answer(200, []);
  await http.get('/api/country');
  expect(requests[0]!.headers.get('Accept-Language')).toBe('pl');
  emit('locale', 'en');
  await http.get('/api/country');
  expect(requests[1]!.headers.get('Accept-Language')).toBe('en');
  emit('locale', 'pl');
  await http.get('/api/country');
  expect(requests[2]!.headers.get('Accept-Language')).toBe('pl');
  await http.get('/api/country', { locale: 'en' });
  expect(requests[3]!.headers.get('Accept-Language')).toBe('en');
});

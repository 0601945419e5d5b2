/**
 * The one HTTP client of every app: API base from the runtime config, bearer token from the
 * `auth:token` event, store id header when configured, answers parsed with valibot, and failures
 * normalised as SPEC section 8 says (a danger notification; a 401 ends the session).
 */
import * as v from 'valibot';
import { emit, lastValue, notify, resolveNotices, type Locale, type Message } from './events';
import { currentLocale } from './i18n';
import type { PostBody, PutBody } from './request-bodies';

const STORE_HEADER = 'X-Store-Id';
export const FALLBACK_ERROR_MESSAGE = 'Server or network error, please try later.';

export interface HttpSettings {
  apiBase: string;
  storeId?: string | number | null;
}

declare global {
  interface Window {
    __partsHttp?: HttpSettings;
  }
}

/** Set once by the host from its runtime config; kept on window so every kernel copy sees it. */
export function configureHttp(settings: HttpSettings): void {
  window.__partsHttp = settings;
}

function settings(): HttpSettings {
  return window.__partsHttp ?? { apiBase: '' };
}

export class ApiError extends Error {
  constructor(
    /** The notification title: the status text, else 'Error'. */
    readonly title: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** The parsed response body, if any. */
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The title in the dealer's language (the status text translated; 'Error' without one). */
  get titleText(): Message {
    return statusTitle(this.status, this.title === 'Error' ? '' : this.title);
  }

  /** The message, in the dealer's language where it is the client's own ('Server or network error...'). */
  get messageText(): Message {
    return clientMessage(this.message);
  }

  /** Field-keyed validation messages (`{ Email: ['...'] }`) when the server sent them. */
  get fieldErrors(): Record<string, string[]> {
    const errors = isRecord(this.data) ? this.data.errors : undefined;
    if (!isRecord(errors)) return {};
    const out: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
      else if (typeof messages === 'string') out[field] = [messages];
    }
    return out;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * SPEC section 8. Title: the status text, else 'Error'. Message: the response's title, else the
 * response data, else the error message, else 'Server or network error, please try later.'
 */
export function describeFailure(failure: { statusText?: string | undefined; data?: unknown; errorMessage?: string | undefined }): {
  title: string;
  message: string;
} {
  const title = failure.statusText?.trim() || 'Error';
  const { data } = failure;
  let message: string | undefined;
  if (isRecord(data) && typeof data.title === 'string' && data.title.trim()) message = data.title;
  else if (typeof data === 'string' && data.trim()) message = data;
  else if (isRecord(data) || Array.isArray(data)) message = JSON.stringify(data);
  if (!message && failure.errorMessage?.trim()) message = failure.errorMessage;
  return { title, message: message ?? FALLBACK_ERROR_MESSAGE };
}

/**
 * SPEC's title rule in the dealer's language: the status text of a known status ('Unauthorized' is
 * 'Brak dostępu' in Polish), 'Error' without a status text or for a status the shop has no words for.
 */
function statusTitle(status: number, statusText: string | undefined): Message {
  const text = statusText?.trim();
  if (!text || status === 0) return { key: 'messages:http.error', fallback: 'Error' };
  return { key: [`messages:http.status.${status}`, 'messages:http.error'], fallback: text };
}

const REQUEST_FAILED = /^Request failed with status code (\d+)$/;

/** The client's own failure texts as keys (so they are Polish on a Polish screen); the server's as they came. */
function clientMessage(message: string): Message {
  if (message === FALLBACK_ERROR_MESSAGE) return { key: 'messages:http.fallback', fallback: message };
  const failed = REQUEST_FAILED.exec(message);
  if (failed) return { key: 'messages:http.requestFailed', params: { status: Number(failed[1]) }, fallback: message };
  return message;
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A GET sent before the shop's code arrived (index.html's boot script asks for the reference data
 * as soon as config.json is there): the URL, the headers it was sent with and its answer.
 */
export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Schema of the answer; the answer is returned parsed. */
  schema?: v.GenericSchema<unknown, T>;
  /** No notification on failure (the caller only logs, e.g. password recovery). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** The language to ask for (a query's key has it); the shop's current one when not given. */
  locale?: Locale;
  /** This GET already sent: its answer is read instead of asking again, when it asked exactly as this call would. */
  sent?: SentRequest;
  /** The answer is a file (a PDF): its bytes come back as a Blob, not read as text (http.file). */
  file?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const base = settings().apiBase.replace(/\/$/, '');
  // absolute, so fetch outside a page (jsdom in tests) resolves it the way the browser does
  let url = new URL(base + path, window.location.href).href;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Every call is an action of its own ('POST /api/user/login'): its next success clears its failure's notice. */
const topicOf = (method: Method, path: string) => `${method} ${path.split('?')[0]}`;

function fail(error: ApiError, quiet: boolean | undefined, topic: string): never {
  if (!quiet) notify('danger', error.messageText, { title: error.titleText, topic });
  throw error;
}

async function request<T = unknown>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { storeId } = settings();
  const topic = topicOf(method, path);
  const token = lastValue('auth:token');
  // the API answers names, texts and messages in the shop's current language
  const headers: Record<string, string> = { Accept: 'application/json, text/plain', 'Accept-Language': options.locale ?? currentLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (storeId !== undefined && storeId !== null && storeId !== '') headers[STORE_HEADER] = String(storeId);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, options.query);
  const { sent } = options;
  const early = sent && method === 'GET' && sent.url === url && sameHeaders(sent.headers, headers) ? sent.response : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        // cookies go with the shop's own calls only: the login's known-device cookie (api/src/auth/known-devices.ts)
        credentials: 'same-origin',
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal: options.signal ?? null,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // no answer at all: the host finds out whether the server can be reached (its offline state)
    emit('network:failed', Date.now());
    // the browser's own wording ("Failed to fetch") tells a dealer nothing
    fail(new ApiError('Error', FALLBACK_ERROR_MESSAGE, 0, undefined), options.quiet, topic);
  }

  if (options.file && response.ok) {
    resolveNotices(topic);
    return (await response.blob()) as T;
  }
  const data = await readBody(response);
  if (!response.ok) {
    // a 401 ends the session that sent the request, not a newer one signed in meanwhile
    if (response.status === 401 && token && lastValue('auth:token') === token) emit('auth:token', null);
    const { title, message } = describeFailure({
      statusText: response.statusText,
      data,
      errorMessage: `Request failed with status code ${response.status}`,
    });
    fail(new ApiError(title, message, response.status, data), options.quiet, topic);
  }
  if (!options.schema) {
    resolveNotices(topic);
    return data as T;
  }
  const parsed = v.safeParse(options.schema, data);
  if (!parsed.success) {
    // a broken contract is reported, never papered over: one log line with the call and where the
    // answer breaks it, and SPEC section 8's notification (the path tells a dealer nothing)
    console.error(`Contract broken by ${method} ${path}: ${describeIssues(parsed.issues)}`);
    fail(new ApiError('Error', FALLBACK_ERROR_MESSAGE, response.status, data), options.quiet, topic);
  }
  resolveNotices(topic);
  return parsed.output;
}

/** `at Sku: Invalid type: Expected string but received undefined; at 0.Price: ...` (at most 5). */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 5).map((issue) => `at ${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
  if (issues.length > shown.length) shown.push(`and ${issues.length - shown.length} more`);
  return shown.join('; ');
}

export const http = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  /** The body's type is the contract's request type of the path (request-bodies.ts). */
  post: <T = unknown, P extends string = string>(path: P, body?: PostBody<P>, options?: RequestOptions<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown, P extends string = string>(path: P, body?: PutBody<P>, options?: RequestOptions<T>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
  /** A GET of a file (an invoice's PDF): its bytes; a failure as any call's. */
  file: (path: string, options?: Omit<RequestOptions<Blob>, 'schema' | 'file'>) => request<Blob>('GET', path, { ...options, file: true }),
};

/** Base64 of the UTF-8 bytes of a text (how passwords travel to the API). */
export function toBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

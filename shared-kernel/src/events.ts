/**
 * Typed, sticky events between the apps. The channel is `window`, so an app that ships its own
 * copy of the kernel still hears the others; the last value of each event is kept on `window`
 * too, so a subscriber that arrives late (a remote loaded after login) gets it at once.
 */
import type { CurrentVehicle } from './schemas/vehicle';

export type Locale = 'pl' | 'en';

export type NoticeKind = 'success' | 'info' | 'warning' | 'danger';

export interface Notice {
  kind: NoticeKind;
  title?: string;
  message: string;
}

export interface PartsEvents {
  'auth:token': string | null;
  locale: Locale;
  'cart:count': number;
  'shopping-list:count': number;
  vehicle: CurrentVehicle | null;
  notify: Notice;
  /** What the page on screen calls itself (its subject: an order, a product), for the browser tab. */
  'page:title': string | null;
  /** A call got no answer at all (the server or the network is down): when (epoch ms). The host checks the connection. */
  'network:failed': number;
}

export type PartsEventName = keyof PartsEvents;

interface Channel {
  last: Partial<PartsEvents>;
}

declare global {
  interface Window {
    __partsEvents?: Channel;
  }
}

const PREFIX = 'parts:';

function channel(): Channel {
  window.__partsEvents ??= { last: {} };
  return window.__partsEvents;
}

export function emit<K extends PartsEventName>(name: K, payload: PartsEvents[K]): void {
  channel().last[name] = payload;
  window.dispatchEvent(new CustomEvent<PartsEvents[K]>(PREFIX + name, { detail: payload }));
}

/** The last value sent for an event, if any was sent. */
export function lastValue<K extends PartsEventName>(name: K): PartsEvents[K] | undefined {
  return channel().last[name];
}

export interface SubscribeOptions {
  /** Deliver the last value at once (default true). */
  replay?: boolean;
}

/** Subscribe; returns the unsubscribe function. */
export function on<K extends PartsEventName>(
  name: K,
  handler: (payload: PartsEvents[K]) => void,
  { replay = true }: SubscribeOptions = {},
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<PartsEvents[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  const last = channel().last;
  if (replay && name in last) handler(last[name] as PartsEvents[K]);
  return () => window.removeEventListener(PREFIX + name, listener);
}

/** Show a notification through the host. */
export function notify(kind: NoticeKind, message: string, title?: string): void {
  emit('notify', title === undefined ? { kind, message } : { kind, message, title });
}

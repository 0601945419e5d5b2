/**
 * Typed, sticky events between the apps. The channel is `window`, so an app that ships its own
 * copy of the kernel still hears the others; the last value of each event is kept on `window`
 * too, so a subscriber that arrives late (a remote loaded after login) gets it at once.
 */
import type { CurrentVehicle } from './schemas/vehicle';

export type Locale = 'pl' | 'en';

export type NoticeKind = 'success' | 'info' | 'warning' | 'danger';

/**
 * A text on screen that must follow a language switch: an i18n key ('cart:productAdded', or a list
 * of keys, the first one that exists) and its values, rendered in the language shown at the time.
 * A plain string is a text that has no key (the server's own message, in the language it was asked in).
 */
export interface TextKey {
  key: string | readonly string[];
  params?: Readonly<Record<string, string | number>>;
  /** Shown when no key exists (its texts not loaded). */
  fallback?: string;
}

export type Message = string | TextKey;

export interface Notice {
  kind: NoticeKind;
  title?: Message;
  message: Message;
  /**
   * The action it reports on ('POST /api/user/login' for every call the http client makes): when
   * the same action next succeeds, its earlier error and warning notices are cleared.
   */
  topic?: string;
}

export interface PartsEvents {
  'auth:token': string | null;
  locale: Locale;
  'cart:count': number;
  'shopping-list:count': number;
  vehicle: CurrentVehicle | null;
  notify: Notice;
  /** The action of this topic succeeded: its failure notices are gone with their cause. */
  'notify:resolved': string;
  /**
   * Where notices go while a dialog is open (a place inside the top dialog, never over it); null
   * when no dialog is open.
   */
  'notify:slot': HTMLElement | null;
  /** What the page on screen calls itself (its subject: an order, a product), for the browser tab. */
  'page:title': string | null;
  /** A call got no answer at all (the server or the network is down): when (epoch ms). The host checks the connection. */
  'network:failed': number;
}

export type PartsEventName = keyof PartsEvents;

interface Channel {
  last: Partial<PartsEvents>;
  /** Topics with an error or warning notice out (events.ts `notify`). */
  open?: string[];
  /** Open dialogs' places for notices, the top one last. */
  slots?: HTMLElement[];
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

export interface NotifyOptions {
  title?: Message;
  topic?: string;
}

/**
 * Show a notification through the host. Give a key (`{ key: 'cart:productAdded' }`) rather than a
 * translated text, so a notice on screen follows a language switch.
 */
export function notify(kind: NoticeKind, message: Message, { title, topic }: NotifyOptions = {}): void {
  const notice: Notice = { kind, message };
  if (title !== undefined) notice.title = title;
  if (topic !== undefined) {
    notice.topic = topic;
    if (kind === 'danger' || kind === 'warning') channel().open = [...new Set([...(channel().open ?? []), topic])];
  }
  emit('notify', notice);
}

/**
 * The action of `topic` succeeded: the host clears that action's earlier error notices (a failed
 * login's notice is gone once the next login succeeds). Cheap when nothing of the topic is open.
 */
export function resolveNotices(topic: string): void {
  const open = channel().open;
  if (!open?.includes(topic)) return;
  channel().open = open.filter((t) => t !== topic);
  emit('notify:resolved', topic);
}

const slots: HTMLElement[] = [];

/**
 * A dialog's place for notices (the kernel's Modal gives one): while it is open the host shows the
 * notices there, not over the dialog. Returns the function that gives the place back.
 */
export function provideNoticeSlot(slot: HTMLElement): () => void {
  const stack = (channel().slots ??= slots);
  stack.push(slot);
  emit('notify:slot', slot);
  return () => {
    const index = stack.lastIndexOf(slot);
    if (index >= 0) stack.splice(index, 1);
    emit('notify:slot', stack[stack.length - 1] ?? null);
  };
}

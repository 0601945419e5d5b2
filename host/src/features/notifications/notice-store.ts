import { on, type Notice } from '@parts/shared-kernel';

/**
 * The one listener of the `notify` event, on every page from the start (a few bytes); the notices'
 * view (its own chunk, with the texts of the messages) is fetched with the first notice and takes
 * the notices that arrived meanwhile.
 */
let queue: Notice[] = [];
let deliver: ((notice: Notice) => void) | null = null;
let firstArrived: (() => void) | null = null;
let listening = false;

export function listenForNotices(onFirst?: () => void): void {
  if (onFirst) firstArrived = onFirst;
  if (listening) return;
  listening = true;
  on(
    'notify',
    (notice) => {
      if (deliver) deliver(notice);
      else {
        queue.push(notice);
        firstArrived?.();
      }
    },
    { replay: false },
  );
  // a failure whose cause is gone before the view is there is not shown at all
  on('notify:resolved', (topic) => (queue = queue.filter((n) => n.topic !== topic)), { replay: false });
}

/** The view takes the notices: those waiting first, then each as it comes; returns the function that lets go. */
export function takeNotices(handler: (notice: Notice) => void): () => void {
  listenForNotices();
  deliver = handler;
  const waiting = queue;
  queue = [];
  waiting.forEach(handler);
  return () => {
    if (deliver === handler) deliver = null;
  };
}

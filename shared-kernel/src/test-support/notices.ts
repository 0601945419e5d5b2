import { on, type Notice } from '../events';
import { i18n, messageText } from '../i18n';
import { ensureMessages } from '../messages/texts';

/** A notice as the dealer reads it now: its keys rendered in the language shown (the topic left out). */
export interface ReadNotice {
  kind: Notice['kind'];
  title?: string;
  message: string;
}

export function readNotice(notice: Notice): ReadNotice {
  if (i18n.isInitialized) ensureMessages(i18n);
  const read: ReadNotice = { kind: notice.kind, message: messageText(notice.message) };
  if (notice.title !== undefined) read.title = messageText(notice.title);
  return read;
}

/** Every notice sent while the test runs, as the dealer reads it (read when it is sent). */
export function collectNotices(): ReadNotice[] {
  const notices: ReadNotice[] = [];
  on('notify', (notice) => notices.push(readNotice(notice)), { replay: false });
  return notices;
}

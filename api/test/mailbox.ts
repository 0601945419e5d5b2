import { simpleParser } from 'mailparser';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message the test SMTP server received: the envelope's recipients and the parsed message. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Attached files (an offer's PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server (smtp-server) on a free local port for the API tests, keeping what it
 * receives; `stop()` takes it down (connections refused) and `start()` brings it back on the same
 * port, as a mail server that was away for a while.
 */
export interface Mailbox {
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** The first received message `match` accepts, already received or the first to arrive within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface MailboxOptions {
  /** Recipients the server refuses for good (550). */
  refuse?: (address: string) => boolean;
}

export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const settings: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          arrivals.emit('mail', received.at(-1));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  };
  let server: SMTPServer | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer(settings);
      next.on('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    waitFor: (match, timeoutMs = 10_000) => arrivalOf(received, arrivals, match, timeoutMs),
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start,
  };
}

/** The first mail `match` accepts: one received already, or the first to arrive; refused after `timeoutMs`. */
function arrivalOf(
  received: readonly ReceivedMail[],
  arrivals: EventEmitter,
  match: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
): Promise<ReceivedMail> {
  const found = received.find(match);
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const onMail = (mail: ReceivedMail) => {
      if (!match(mail)) return;
      clearTimeout(limit);
      arrivals.off('mail', onMail);
      resolve(mail);
    };
    const limit = setTimeout(() => {
      arrivals.off('mail', onMail);
      reject(
        new Error(`no such mail within ${timeoutMs} ms; received: ${JSON.stringify(received.map((mail) => [mail.to, mail.subject]))}`),
      );
    }, timeoutMs);
    arrivals.on('mail', onMail);
  });
}

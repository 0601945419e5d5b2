/**
 * The worker's mailbox: a real SMTP server (smtp-server) on a free local port, named to the
 * worker's shop as SMTP_URL (support/test.ts), keeping every message the shop sends, parsed
 * (mailparser). A journey reads its mail with `waitFor`.
 */
import { simpleParser } from 'mailparser';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The names of attached files (an offer's PDF). */
  attachments: string[];
}

export interface Mailbox {
  readonly url: string;
  /** The first message `match` accepts, already received or the first to arrive within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => file.filename ?? ''),
          });
          arrivals.emit('mail', received.at(-1));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor(match, timeoutMs = 15_000) {
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
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

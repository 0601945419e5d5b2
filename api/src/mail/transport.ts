import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailAttachment } from '../data/outbox';

/**
 * How mail leaves the API (nodemailer): over SMTP when SMTP_URL names a server, otherwise each
 * message is written as an .eml file into a folder (api/.data/outbox/ by default), which a
 * developer opens with any mail program.
 */

/** One message from the outbox, as the worker hands it to the transport. */
export interface OutgoingMail {
  id: number;
  kind: string;
  createdAt: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachment?: MailAttachment | undefined;
}

const attachmentsOf = (mail: OutgoingMail) => (mail.attachment ? [{ ...mail.attachment }] : undefined);

export interface MailTransport {
  /** What the log says of where mail goes: `smtp://host:port` (no credentials) or the folder. */
  readonly description: string;
  /** Sends the message; resolves with the file it went to for the file transport. Rejects when it did not go. */
  send(mail: OutgoingMail): Promise<{ file?: string }>;
  close(): void;
}

export interface MailTransportSettings {
  /** smtp://, smtps:// (with user:password@ when the server wants them); unset: files in `outboxDir`. */
  smtpUrl?: string;
  /** The sender: `Shop name <address@example.com>`. */
  from: string;
  /** Where the file transport writes (api/.data/outbox by default). */
  outboxDir: string;
}

/** The Message-ID's domain when MAIL_FROM has none (a reserved name no one owns). */
const fallbackDomain = 'parts-shop.invalid';

/** The domain of the sender's address (Message-IDs are made in it). */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return address.includes('@') && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : fallbackDomain;
}

/**
 * One Message-ID per outbox row, the same at every attempt: should a message ever go twice (an
 * instance dying after the server took it, before the row was deleted), mail programs show it once.
 */
const messageIdOf = (mail: OutgoingMail, domain: string): string => `<outbox-${mail.id}.${mail.createdAt}@${domain}>`;

/** The SMTP server without its credentials, for the log. */
function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
  } catch {
    return 'smtp (unparsable SMTP_URL)';
  }
}

/** Checks SMTP_URL at start: smtp:// or smtps:// with a host. */
export function checkSmtpUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// and name a host, not ${describeSmtpUrl(url)}`);
  }
  return url;
}

/** Over SMTP, one connection per message (the outbox sends few, and a server that went away is found at once). */
export function smtpTransport(url: string, from: string): MailTransport {
  const domain = senderDomain(from);
  const transporter = createTransport(
    // a server that does not answer is given up on within seconds: the message is tried again later
    { url: checkSmtpUrl(url), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    description: describeSmtpUrl(url),
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachmentsOf(mail),
        messageId: messageIdOf(mail, domain),
      });
      return {};
    },
    close: () => transporter.close(),
  };
}

/** Each message an .eml file in `dir` (made when missing), named by its time, kind and outbox id. */
function fileTransport(dir: string, from: string): MailTransport {
  const domain = senderDomain(from);
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    description: dir,
    async send(mail) {
      const info = await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachmentsOf(mail),
        messageId: messageIdOf(mail, domain),
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no message');
      mkdirSync(dir, { recursive: true });
      const stamp = new Date(mail.createdAt).toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${mail.kind}-${mail.id}.eml`);
      writeFileSync(file, info.message, { mode: 0o600 });
      return { file };
    },
    close: () => transporter.close(),
  };
}

export function mailTransport(settings: MailTransportSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.from) : fileTransport(settings.outboxDir, settings.from);
}

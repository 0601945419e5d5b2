import type { Role } from '@parts/contract/team';
import { base64, json, type TestShop } from './helpers';
import type { Mailbox, ReceivedMail } from './mailbox';

/** The token of the newest invitation mailed to `email` (the link's `token`), waiting for the first. */
export async function invitationToken(mailbox: Mailbox, email: string): Promise<{ token: string; subject: string; link: URL }> {
  const isInvitation = (received: ReceivedMail) => received.to.includes(email) && /\/team\/accept\?/.test(received.text);
  await mailbox.waitFor(isInvitation);
  const mail = mailbox.received.filter(isInvitation).at(-1);
  if (!mail) throw new Error(`no invitation to ${email}`);
  const match = /https?:\/\/\S+\/team\/accept\S*/.exec(mail.text);
  if (!match) throw new Error(`no invitation link in: ${mail.text}`);
  const link = new URL(match[0]);
  return { token: link.searchParams.get('token') ?? '', subject: mail.subject, link };
}

/**
 * An employee of the company of `adminToken` with `role`, invited through the API, the mailed link
 * accepted with `password`, signed in: their id and token.
 */
export async function employee(
  shop: TestShop,
  mailbox: Mailbox,
  adminToken: string,
  person: { email: string; role: Role; password?: string; language?: 'pl' | 'en' },
): Promise<{ id: number; token: string; password: string }> {
  const password = person.password ?? 'employee-pass';
  const invited = await shop.call('POST', '/api/Team/Employees', {
    token: adminToken,
    body: { Email: person.email, Name: `Employee ${person.role}`, Phone: '+48 600 000 000', Role: person.role, Language: person.language },
  });
  if (invited.statusCode !== 200) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const { token: link } = await invitationToken(mailbox, person.email);
  const accepted = await shop.call('POST', '/api/Team/Invitation/Accept', { body: { Token: link, Password: base64(password) } });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const token = await shop.login({ email: person.email, password });
  return { id: json<{ Id: number }>(invited).Id, token, password };
}

import { resolve } from 'node:path';

/** Where mail goes without SMTP_URL: one .eml file a message, in api/.data/outbox/. */
export const DEFAULT_OUTBOX_DIR = resolve(__dirname, '..', '..', '.data', 'outbox');

/** MAIL_FROM unset: a sender no one answers. */
export const DEFAULT_MAIL_FROM = 'Parts shop <no-reply@localhost>';

/**
 * SHOP_ORIGIN: the origin the dealers open the shop at (https://parts.example.com), which the
 * links in mail use; never taken from a request's Host header, which the sender of the request
 * chooses. Scheme, host and port only.
 */
export function parseShopOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SHOP_ORIGIN must be an origin such as https://parts.example.com, not ${value}`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(`SHOP_ORIGIN must be an origin such as https://parts.example.com (scheme, host and port only), not ${value}`);
  }
  return url.origin;
}

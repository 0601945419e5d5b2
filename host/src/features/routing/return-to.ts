/**
 * A deep link survives sign-in (issue 27, item 6): a guest sent from a signed-in page to /login
 * carries the page asked for in `?next=`, and signing in lands there. Only a path of this shop is
 * ever followed: `next` is read as untrusted input (anyone can send a link to /login?next=...), so
 * anything that could leave the origin (`//host`, `/\host`, `https:`, `javascript:`, control
 * characters a browser would drop) or loop back to a guest page is refused and the dealer goes home.
 */
import { matchPath } from '@parts/shared-kernel/router';
import { paths } from '@parts/shared-kernel';

export const RETURN_PARAM = 'next';
/** Longer than any page of the shop with its filters; a longer `next` is not read at all. */
const RETURN_MAX_LENGTH = 2000;
/** Control characters (browsers drop tabs and line breaks from URLs: '/\t/evil.example' is '//evil.example'), backslashes (read as '/'). */
const UNSAFE = /[\p{Cc}\\]/u;
/** Pages never returned to: the guest pages (a signed-in dealer is sent away from them) and /logout. */
const NOT_RETURNED_TO = [paths.login, paths.register, paths.forgotPassword, paths.forgotPasswordConfirm, paths.logout].map(
  (path) => path.pattern,
);

/**
 * The page of this shop `raw` names (path, query and hash), or null when it names none or one that
 * is not followed. `origin` is the shop's (the page's own).
 */
export function safeReturnPath(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_MAX_LENGTH) return null;
  // a path of this origin only: one leading '/', never '//' (another host) nor a scheme
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (NOT_RETURNED_TO.some((pattern) => matchPath(pattern, url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, with the page a guest asked for (unless it is home, where signing in lands anyway). */
export function loginHref(asked: string): string {
  const next = safeReturnPath(asked);
  return next && next !== paths.home.href() ? paths.login.href({ [RETURN_PARAM]: next }) : paths.login.href();
}

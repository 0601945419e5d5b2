import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@parts/shared-kernel/router';
import { paths, useAuthToken } from '@parts/shared-kernel';
import { loginHref, RETURN_PARAM, safeReturnPath } from './return-to';
import type { Guard as GuardKind } from './routes';

/**
 * Guest-only pages send a signed-in dealer on: to the page a deep link asked for (`?next=`, a path
 * of this shop only) or home. Signed-in pages send a guest to /login, carrying the page asked for.
 */
export function Guard({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  const token = useAuthToken();
  const location = useLocation();
  if (guard === 'guest' && token) {
    const next = safeReturnPath(new URLSearchParams(location.search).get(RETURN_PARAM));
    return <Navigate to={next ?? paths.home.href()} replace />;
  }
  if (guard === 'signed-in' && !token) return <Navigate to={loginHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <>{children}</>;
}

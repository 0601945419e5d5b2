import type { ReactNode } from 'react';
import { Navigate } from '@parts/shared-kernel/router';
import { paths, useAuthToken } from '@parts/shared-kernel';
import type { Guard as GuardKind } from './routes';

/** Guest-only pages send a signed-in dealer home; signed-in pages send a guest to /login. */
export function Guard({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  const token = useAuthToken();
  if (guard === 'guest' && token) return <Navigate to={paths.home.href()} replace />;
  if (guard === 'signed-in' && !token) return <Navigate to={paths.login.href()} replace />;
  return <>{children}</>;
}

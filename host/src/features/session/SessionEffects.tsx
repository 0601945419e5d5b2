import { useEffect, useRef } from 'react';
import { useNavigate } from '@parts/shared-kernel/router';
import { paths } from '@parts/shared-kernel';
import { followSession } from './session';

/**
 * Mounted once inside the router: storage and header counts follow the session, and when a
 * session ends (logout, or any call answered 401) the dealer is sent to /login.
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => followSession(() => navigateRef.current(paths.login.href(), { replace: true })), []);
  return null;
}

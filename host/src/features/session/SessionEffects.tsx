import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@parts/shared-kernel/router';
import { loginHref } from '../routing/return-to';
import { followSession } from './session';

/**
 * Mounted once inside the router: storage and header counts follow the session, and when a
 * session ends (logout, or any call answered 401) the dealer is sent to /login, which brings them
 * back to the page they were on after signing in again (not to /logout: that page is never
 * returned to).
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const hereRef = useRef('');
  hereRef.current = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => followSession(() => navigateRef.current(loginHref(hereRef.current), { replace: true })), []);
  return null;
}

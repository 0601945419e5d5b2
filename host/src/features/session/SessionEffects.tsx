import { useEffect } from 'react';
import { followSession } from './session';

/** Mounted once inside the router: storage and header counts follow the session. */
export function SessionEffects() {
  useEffect(() => followSession(), []);
  return null;
}

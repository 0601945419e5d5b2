/**
 * Running one remote alone in development (`pnpm --filter @parts/remote-x dev`): the same start-up
 * as the host (API on the dev server's proxy, i18n, reference data, the stored token), then the
 * remote's own pages under a plain router. Not used in production builds.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '../router';
import '../ui/tokens.css';
import { configureHttp } from '../http';
import { emit, on } from '../events';
import { initI18n } from '../i18n';
import { loadReferenceData, loadReferenceDataOnLocaleChange } from '../reference-data';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

export async function mountStandalone(title: string, routes: StandaloneRoute[]): Promise<void> {
  configureHttp({ apiBase: '' });
  await initI18n();
  emit('auth:token', window.localStorage.getItem('token'));
  on('auth:token', (token) => (token ? window.localStorage.setItem('token', token) : window.localStorage.removeItem('token')));
  on('notify', (notice) => console.info(`[notify:${notice.kind}]`, notice.title ?? '', notice.message));
  await loadReferenceData();
  loadReferenceDataOnLocaleChange();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <nav style={{ padding: 8, display: 'flex', gap: 12, borderBottom: '1px solid #ddd' }}>
          <strong>{title} (standalone)</strong>
          {routes
            .filter((r) => !r.path.includes(':'))
            .map((r) => (
              <Link key={r.path} to={r.path}>
                {r.path}
              </Link>
            ))}
        </nav>
        <main style={{ padding: 16 }}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}

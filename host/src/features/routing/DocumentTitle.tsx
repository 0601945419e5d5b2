import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { on, useReferenceData } from '@parts/shared-kernel';
import { ROUTES, type PageTitleKey } from './routes';
import { storeTitle } from './store-title';

/** The route-table name of the page at a path (the first route that matches it; '*' last). */
function routeTitleKey(pathname: string): PageTitleKey {
  const route = ROUTES.find((candidate) => candidate.path !== '*' && matchPath({ path: candidate.path, end: true }, pathname));
  return route?.title ?? 'notFound';
}

/**
 * Item 8 of issue 12: every page names itself in the browser tab, '<page> · <store title>' in the
 * reader's language. The name comes from the route table; a page that knows its subject (an
 * order's number, a content page's title) gives it with the kernel's usePageTitle, and that name
 * counts only on the path where it was given.
 */
export function DocumentTitle() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const { config } = useReferenceData();
  const [subject, setSubject] = useState<{ path: string; title: string } | null>(null);
  const current = useRef(pathname);

  // layout effects run before any page's effects, so a name a page gives is filed under its own path
  useLayoutEffect(() => {
    current.current = pathname;
  }, [pathname]);
  useLayoutEffect(() => on('page:title', (title) => setSubject(title ? { path: current.current, title } : null)), []);

  const page = subject && subject.path === pathname ? subject.title : t(`titles.${routeTitleKey(pathname)}`);
  const store = storeTitle(config);
  useEffect(() => {
    document.title = `${page} · ${store}`;
  }, [page, store]);
  return null;
}

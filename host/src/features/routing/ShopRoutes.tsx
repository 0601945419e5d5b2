import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Spinner, paths } from '@parts/shared-kernel';
import { RemoteArea, RemotePage } from '../../federation/RemoteArea';
import { DefaultLayout } from '../layout/DefaultLayout';
import { SimpleLayout } from '../layout/SimpleLayout';
import { EmptyLayout } from '../layout/EmptyLayout';
import { DocumentTitle } from './DocumentTitle';
import { Guard } from './Guard';
import { LAYOUTS, ROUTES, type HostPage, type Layout, type PageRef } from './routes';

import { HOST_PAGES } from './host-pages';

const { home: HomePage, 'content-page': ContentPage, 'not-found': NotFoundPage, logout: LogoutPage } = HOST_PAGES;

function SuccessCheck() {
  const [params] = useSearchParams();
  // /success without an order number goes home
  if (!params.get('order')) return <Navigate to={paths.home.href()} replace />;
  return <RemoteArea remote="cart_checkout" module="./SuccessPage" />;
}

function HostPageView({ page }: { page: HostPage }) {
  switch (page) {
    case 'home':
      return <HomePage />;
    case 'logout':
      return <LogoutPage />;
    case 'content-page':
      return <ContentPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'my-account':
      return <Navigate to={paths.myProfile.href()} replace />;
    case 'success-check':
      return <SuccessCheck />;
  }
}

function Page({ page }: { page: PageRef }) {
  const { t } = useTranslation('kernel');
  if ('remote' in page) return <RemotePage page={page} />;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <HostPageView page={page.host} />
    </Suspense>
  );
}

const LAYOUT_COMPONENT: Record<Layout, ComponentType> = {
  default: DefaultLayout,
  simple: SimpleLayout,
  empty: EmptyLayout,
};

/**
 * Every navigation starts at the top of the page, except a page replacing only its own query
 * (a board's chosen position): that keeps its place, so what the page scrolled to stays in view.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    if (samePage && navigationType === 'REPLACE') return;
    window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
  return null;
}

export function ShopRoutes() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <Routes>
        {LAYOUTS.map((layout) => {
          const LayoutComponent = LAYOUT_COMPONENT[layout];
          return (
            <Route key={layout} element={<LayoutComponent />}>
              {ROUTES.filter((r) => r.layout === layout).map((route) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    <Guard guard={route.guard}>
                      <Page page={route.page} />
                    </Guard>
                  }
                />
              ))}
            </Route>
          );
        })}
      </Routes>
    </>
  );
}

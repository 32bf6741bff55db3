import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createAppStore, type AppServices, type RootState } from '@/app/store';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createApiClient } from '@/lib/api-client';
import { createFakeFetch, jsonResponse, type FakeRoute } from './fake-fetch';
import { FakeAuthGateway } from './fake-auth-gateway';

/** Test services: a fake identity provider and the real API client over a fake fetch. */
export function createTestServices(routes: Record<string, FakeRoute> = {}) {
  const fakeFetch = createFakeFetch({
    'GET /api/health': () => jsonResponse({ status: 'ok', database: { status: 'up', driver: 'pglite' }, version: 'test', uptimeSeconds: 1 }),
    ...routes,
  });
  const auth = new FakeAuthGateway();
  const api = createApiClient({ baseUrl: '/api', getToken: () => 'test-token', fetch: fakeFetch.fetch });
  const services: AppServices = { auth, api };
  return { services, auth, api, fakeFetch };
}

/** Shows the current location in the page so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the whole app (providers + routes) at `path`. */
export function renderApp(path: string, options: { routes?: Record<string, FakeRoute>; preloadedState?: Partial<RootState> } = {}) {
  const test = createTestServices(options.routes);
  const store = createAppStore(test.services, options.preloadedState);
  const view = render(
    <AppProviders store={store} services={test.services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, ...test, store };
}

/** Renders `ui` with a store and router (and tooltips) around it, at `path`. */
export function renderWithStore(ui: ReactElement, options: { path?: string; routes?: Record<string, FakeRoute>; preloadedState?: Partial<RootState>; wrapper?: (children: ReactNode) => ReactNode } = {}) {
  const test = createTestServices(options.routes);
  const store = createAppStore(test.services, options.preloadedState);
  const content = options.wrapper ? options.wrapper(ui) : ui;
  const view = render(
    <AppProviders store={store} services={test.services}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="*" element={content} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TooltipProvider>
    </AppProviders>,
  );
  return { ...view, ...test, store };
}

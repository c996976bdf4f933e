// Renders the real route table in a memory router, with the app's providers, the way a visitor meets it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router-dom';
import { beforeAll } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { advanceFakeTimers } from './fake-time';

// Every page is a lazy route, and the first visit to one in a test file waits for Vite to transform and run
// its code, which on a busy machine takes longer than a test's waits allow. Loading them all before the
// file's tests, with time to spare, leaves those waits to what the page does.
beforeAll(() => Promise.all(pageLoads(routes)), 60_000);

function pageLoads(table: RouteObject[]): Promise<unknown>[] {
  return table.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy()] : []),
    ...pageLoads(route.children ?? []),
  ]);
}

type RenderAppOptions = {
  /** Runs effects twice on mount, as main.tsx's StrictMode does in development. */
  strictMode?: boolean;
};

export function renderApp(
  initialEntries: InitialEntry[] = ['/'],
  initialIndex?: number,
  { strictMode = false }: RenderAppOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const user = userEvent.setup({ advanceTimers: advanceFakeTimers });
  const app = (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user };
}

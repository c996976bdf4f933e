// Renders the real route table in a memory router, with the app's providers, the way a visitor meets it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { advanceFakeTimers } from './fake-time';

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

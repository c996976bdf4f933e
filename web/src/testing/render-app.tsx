// Renders the real route table in a memory router, with the app's providers, the way a visitor meets it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

export function renderApp(initialEntries: string[] = ['/'], initialIndex?: number) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

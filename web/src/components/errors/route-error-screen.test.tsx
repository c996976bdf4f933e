// The error screen: what a page that throws or fails to download shows, and the one reload before it.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { RouteErrorScreen } from './route-error-screen';

const chunkFailure = new TypeError('Failed to fetch dynamically imported module: /assets/support-1a2b.js');

function renderFailingPage(page: Pick<RouteObject, 'Component' | 'lazy'>) {
  const router = createMemoryRouter([
    {
      path: '/',
      HydrateFallback: () => null,
      errorElement: <RouteErrorScreen />,
      children: [{ index: true, ...page } as RouteObject],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

describe('route error screen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('is the root route’s error element, so every page inherits it', () => {
    expect(routes[0]?.errorElement).toEqual(<RouteErrorScreen />);
  });

  it('replaces a page that throws, with Reload, home and support, and logs the error instead of showing it', async () => {
    const failure = new Error('Cannot read properties of undefined (reading "plans")');
    renderFailingPage({
      Component: () => {
        throw failure;
      },
    });

    const screenMain = within(await screen.findByRole('main'));
    expect(screenMain.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screenMain.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screenMain.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screenMain.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(document.body).not.toHaveTextContent('plans');
    expect(console.error).toHaveBeenCalledWith(failure);
  });

  it('reloads the page when asked', async () => {
    const reload = stubReload();
    renderFailingPage({
      Component: () => {
        throw new Error('boom');
      },
    });

    (await screen.findByRole('button', { name: 'Reload' })).click();

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once, showing nothing, when a page’s code fails to download', async () => {
    const reload = stubReload();
    renderFailingPage({ lazy: () => Promise.reject(chunkFailure) });

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('chunk-reload-at')).not.toBeNull();
  });

  it('shows the screen on the page that the reload brought when the code still fails to download', async () => {
    // This page started after the earlier page reloaded, a few seconds ago.
    vi.useFakeTimers({ toFake: ['Date'], now: performance.timeOrigin + 3_000 });
    sessionStorage.setItem('chunk-reload-at', String(performance.timeOrigin - 1_000));
    const reload = stubReload();
    renderFailingPage({ lazy: () => Promise.reject(chunkFailure) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(chunkFailure);
  });

  it('shows nothing for whatever error follows while this page is already reloading', async () => {
    // Vite resolves the failed import to nothing once the reload started, and the page then fails to render.
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    renderFailingPage({
      Component: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'default')");
      },
    });

    await act(async () => {});
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});

// The route table: one eager layout around lazily loaded pages, so the first download holds only the frame.
import { type ComponentType, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { RouteErrorScreen } from '../components/errors/route-error-screen';
import { CONSOLE_FRAME } from '../components/layout/page-frame';
import { RootLayout } from '../components/layout/root-layout';
import { StepUpProvider } from '../components/second-factor/step-up-provider';
import { AuthProvider } from '../lib/auth';
import { adminSectionRoutes } from './admin-console/admin-sections';

// Pages default-export their component; React Router's `lazy` expects it under `Component`.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Exported so tests drive the same table through a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <AuthProvider>
        {/* Inside the session, so a confirmed second factor's fresh token becomes the session's own. */}
        <StepUpProvider>
          <RootLayout />
        </StepUpProvider>
      </AuthProvider>
    ),
    // The first page's chunk arrives within moments; a blank frame beats a spinner that flashes.
    HydrateFallback: () => null,
    // Every page inherits it: a page that throws, or whose code fails to download, gets the error screen.
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: 'login', lazy: page(() => import('./routes/login')) },
      { path: 'signup', lazy: page(() => import('./routes/signup')) },
      { path: 'verify-email', lazy: page(() => import('./routes/verify-email')) },
      { path: 'email-verification-pending', lazy: page(() => import('./routes/email-verification-pending')) },
      { path: 'resend-verification', lazy: page(() => import('./routes/resend-verification')) },
      { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
      {
        path: 'unsubscribe',
        lazy: page(() => import('../features/email-preferences/components/unsubscribe-page')),
      },
      { path: 'dashboard', lazy: page(() => import('./routes/dashboard')) },
      { path: 'account', lazy: page(() => import('./routes/account')) },
      { path: 'account/security', lazy: page(() => import('./routes/account')) },
      { path: 'payment', lazy: page(() => import('./routes/payment')) },
      { path: 'payment/:orderId', lazy: page(() => import('./routes/payment-order')) },
      { path: 'downloads', lazy: page(() => import('./routes/downloads')) },
      { path: 'guide/installation', lazy: page(() => import('./routes/installation-guide')) },
      {
        // The admin console brings its own frame (sidebar, top bar, slim footer) in place of the site's.
        path: 'admin',
        handle: CONSOLE_FRAME,
        lazy: page(() => import('./routes/admin')),
        children: [
          { index: true, lazy: page(() => import('./routes/admin-home')) },
          ...adminSectionRoutes(),
          { path: '*', lazy: page(() => import('./routes/admin-home')) },
        ],
      },
      { path: 'support', lazy: page(() => import('./routes/support')) },
      { path: 'privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
      { path: 'terms-of-service', lazy: page(() => import('./routes/terms-of-service')) },
      { path: 'risk-disclosure', lazy: page(() => import('./routes/risk-disclosure')) },
      {
        path: 'track-record',
        lazy: page(() => import('../features/track-record/components/track-record-page')),
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export function AppRouter() {
  // Created once per mount rather than at import, so importing `routes` in tests touches no browser history.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

// Browser entry: design system then page styles, then providers and the router mounted into #root.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { reloadOnFailedPreload } from './lib/chunk-reload';
import './styles/design-system.css';
import './styles/global.css';

reloadOnFailedPreload();
const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole page at once, which keeps the page responsive while it starts (TARGETS P7).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});

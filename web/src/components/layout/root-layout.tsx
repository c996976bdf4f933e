// The frame around every page: navigation, the routed page and the footer (or, for the admin console, the
// console's own frame), and where the window lands after each navigation.
import { Outlet, useNavigation } from 'react-router-dom';
import { useScrollOnNavigate } from '../../hooks/use-scroll-on-navigate';
import { Footer } from './footer';
import { GoogleSwitchPanel } from './google-switch-panel';
import { Navbar } from './navbar';
import { useConsoleFrame } from './page-frame';

export function RootLayout() {
  const navigation = useNavigation();
  useScrollOnNavigate();
  const inConsole = useConsoleFrame();

  if (inConsole) {
    return (
      <div className="app-shell app-shell--console">
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <Outlet />
      </div>
    );
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Navbar />
      {/* aria-busy while the next page's code downloads, so assistive tech does not read the old page as new. */}
      <main id="main-content" className="app-main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <GoogleSwitchPanel />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

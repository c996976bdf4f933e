// The frame around every page: navigation, the routed page and the footer, and where the window
// lands after each navigation.
import { Outlet, useNavigation } from 'react-router-dom';
import { useScrollOnNavigate } from '../../hooks/use-scroll-on-navigate';
import { Footer } from './footer';
import { GoogleSwitchPanel } from './google-switch-panel';
import { Navbar } from './navbar';

export function RootLayout() {
  const navigation = useNavigation();
  useScrollOnNavigate();

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

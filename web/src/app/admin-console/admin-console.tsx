// The admin console's frame: the sidebar (the product, the sections, the signed-in admin and Logout), a top
// bar with a Menu button below 1024 px, the section's page header (its title and a slot for its actions),
// the section itself as the tabpanel of its tab, and a slim footer. An admin without a second factor is
// sent to set one up instead.
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { ConsoleFooter } from '../../components/layout/console-footer';
import { PageActionsSlotProvider } from '../../components/layout/console-page-actions';
import { GoogleSwitchPanel } from '../../components/layout/google-switch-panel';
import { siteConfig } from '../../config/site';
import { type User, useAuth } from '../../lib/auth';
import { useLiveReadModels } from '../../lib/live-changes';
import { ADMIN_CONSOLE_PATH, findAdminSection } from './admin-sections';
import { ConsoleNavigation, sectionPanelId, sectionTabId } from './console-navigation';
import { SECOND_FACTOR_SETUP_ADDRESS, useSecondFactorRefusals } from './second-factor-gate';
import { asksForSectionTabFocus } from './section-focus';
import { useConsoleMenu } from './use-console-menu';

const NAVIGATION_ID = 'console-navigation';

type AdminConsoleProps = { user: User; children: ReactNode };

export function AdminConsole({ user, children }: AdminConsoleProps) {
  // Only an explicit false: a server that predates two-factor sign-in says nothing either way.
  if (user.twoFactorEnabled === false) return <Navigate to={SECOND_FACTOR_SETUP_ADDRESS} replace />;
  return <ConsoleFrame user={user}>{children}</ConsoleFrame>;
}

function ConsoleFrame({ user, children }: AdminConsoleProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const menu = useConsoleMenu();
  useLiveReadModels();
  useSecondFactorRefusals();
  const [actionsSlot, setActionsSlot] = useState<HTMLDivElement | null>(null);
  const section = findAdminSection(location.pathname.slice(ADMIN_CONSOLE_PATH.length + 1).split('/')[0]);

  // A section that sends the admin to another one (Discounts' 'Back to Users') asks for its tab's focus.
  useEffect(() => {
    if (section && asksForSectionTabFocus(location.state)) {
      document.getElementById(sectionTabId(section.id))?.focus();
    }
  }, [section, location.state]);

  const logoutAndLeave = () => {
    logout();
    navigate('/login');
  };

  return (
    <div className={menu.open ? 'console console--menu-open' : 'console'}>
      {section && <title>{`${section.label} | Admin | ${siteConfig.productName}`}</title>}
      <header className="console-topbar">
        <button
          ref={menu.toggleRef}
          type="button"
          className="console-topbar__menu"
          aria-expanded={menu.open}
          aria-controls={NAVIGATION_ID}
          onClick={menu.toggle}
        >
          <span className="navbar__toggle-icon" aria-hidden="true" />
          Menu
        </button>
        <span className="console-topbar__section">{section?.label}</span>
      </header>
      <div ref={menu.panelRef} id={NAVIGATION_ID} className="console-sidebar">
        <Link to="/" className="navbar__brand console-sidebar__brand">
          {siteConfig.productName}
        </Link>
        <ConsoleNavigation
          selectedId={section?.id}
          onChoose={menu.closeAfterChoice}
          tablistRef={menu.tablistRef}
        />
        <div className="console-sidebar__account">
          <span className="console-sidebar__user">
            Signed in as <strong>{user.username || user.email || 'Admin'}</strong>
          </span>
          <Link to="/account" className="button button--ghost button--small">
            Account settings
          </Link>
          <button type="button" className="button button--ghost button--small" onClick={logoutAndLeave}>
            Logout
          </button>
        </div>
      </div>
      <div className="console-body">
        <main
          id="main-content"
          className="console-main"
          tabIndex={-1}
          aria-busy={navigation.state === 'loading'}
        >
          <GoogleSwitchPanel />
          {section ? (
            <>
              <header className="console-page-header">
                <h1 className="console-page-header__title">{section.label}</h1>
                <div ref={setActionsSlot} className="console-page-header__actions" />
              </header>
              <div
                role="tabpanel"
                id={sectionPanelId(section.id)}
                aria-labelledby={sectionTabId(section.id)}
                className="console-panel"
              >
                <PageActionsSlotProvider value={actionsSlot}>{children}</PageActionsSlotProvider>
              </div>
            </>
          ) : (
            // On the way to a section (/admin, an older ?tab= link): nothing to title yet.
            children
          )}
        </main>
        <ConsoleFooter />
      </div>
    </div>
  );
}

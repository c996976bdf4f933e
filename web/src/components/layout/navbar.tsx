// Top bar on every page: the brand, the signed-in or signed-out actions, and the toggle for the mobile menu.
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { isAdmin, useAuth } from '../../lib/auth';
import { MobileMenu } from './mobile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

export function Navbar() {
  const { user, isAuthenticated, isLoading, logout } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const logoutAndLeave = useCallback(() => {
    setMenuOpen(false);
    logout();
    navigate('/login');
  }, [logout, navigate]);

  return (
    <header className="navbar">
      <nav className="navbar__bar container" aria-label="Main">
        <Link to="/" className="navbar__brand">
          {siteConfig.productName}
        </Link>
        {/* Until the session is known, showing either set of actions would flash the wrong one. */}
        {!isLoading && (
          <div className="navbar__desktop">
            {isAuthenticated ? (
              <>
                <NavLink to="/dashboard" className="navbar__link">
                  Dashboard
                </NavLink>
                <NavLink to="/downloads" className="navbar__link">
                  Downloads
                </NavLink>
                {!isAdmin(user) && (
                  <NavLink to="/support" className="navbar__link">
                    Support
                  </NavLink>
                )}
                <NavLink to="/account" className="navbar__link">
                  Account settings
                </NavLink>
                <button type="button" className="button button--ghost" onClick={logoutAndLeave}>
                  Logout
                </button>
              </>
            ) : (
              <Link to="/login" className="button button--primary">
                Sign In
              </Link>
            )}
          </div>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="navbar__toggle-icon" aria-hidden="true" />
        </button>
      </nav>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        onLogout={logoutAndLeave}
        toggleRef={toggleRef}
      />
    </header>
  );
}

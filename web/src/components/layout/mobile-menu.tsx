// The navigation panel for narrow screens; it behaves like a light dialog: the page behind is dimmed and
// stays still while it is open, and Escape or a click elsewhere (the dimmed layer included) closes it.
import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { isAdmin, useAuth } from '../../lib/auth';
import { ExternalLink } from '../ui/external-link';

type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
  /** The button that opens the menu: a press on it is not an outside click, and Escape returns focus to it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
};

export function MobileMenu({ id, open, onClose, onLogout, toggleRef }: MobileMenuProps) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose, toggleRef]);

  return (
    <>
      {/* Only a visual layer: the press on it is an outside click, which the listener above handles. */}
      <div className="mobile-menu__backdrop" hidden={!open} aria-hidden="true" />
      <div id={id} ref={panelRef} className="mobile-menu" hidden={!open}>
        <nav aria-label="Mobile">
          {isLoading ? null : isAuthenticated ? (
            <ul className="mobile-menu__list">
              <li className="mobile-menu__welcome">Welcome, {user?.username || 'User'}</li>
              <li>
                <Link to="/dashboard" className="mobile-menu__item" onClick={onClose}>
                  Dashboard
                </Link>
              </li>
              <li>
                <Link to="/downloads" className="mobile-menu__item" onClick={onClose}>
                  Downloads
                </Link>
              </li>
              {!isAdmin(user) && (
                <li>
                  <Link to="/support" className="mobile-menu__item" onClick={onClose}>
                    Support
                  </Link>
                </li>
              )}
              <li>
                <Link to="/account" className="mobile-menu__item" onClick={onClose}>
                  Account settings
                </Link>
              </li>
              <li>
                <button type="button" className="mobile-menu__item" onClick={onLogout}>
                  Logout
                </button>
              </li>
            </ul>
          ) : (
            <ul className="mobile-menu__list">
              <li>
                <Link to="/login" className="mobile-menu__item" onClick={onClose}>
                  Sign In
                </Link>
              </li>
              <li>
                <Link to="/signup" className="mobile-menu__item" onClick={onClose}>
                  Sign Up
                </Link>
              </li>
              <li>
                <ExternalLink
                  href={siteConfig.liveResultsUrl}
                  className="mobile-menu__item"
                  onClick={onClose}
                >
                  Live Performance
                </ExternalLink>
              </li>
              <li>
                <ExternalLink
                  href={siteConfig.telegramChannelUrl}
                  className="mobile-menu__item"
                  onClick={onClose}
                >
                  Telegram
                </ExternalLink>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </>
  );
}

// The console's menu below 1024 px: the sidebar opened by the top bar's Menu button. Opening puts the
// focus on the selected section; Escape closes it and returns the focus to the button; a press outside it
// closes it; choosing a section closes it too. Wide enough for the sidebar, it is never "open".
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';

export const SIDEBAR_MEDIA_QUERY = '(min-width: 1024px)';

type ConsoleMenu = {
  open: boolean;
  toggle: () => void;
  /** After a section is chosen: closes the menu (the focus goes back to the Menu button). */
  closeAfterChoice: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  tablistRef: RefObject<HTMLDivElement | null>;
};

export function useConsoleMenu(): ConsoleMenu {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const selected = tablistRef.current?.querySelector<HTMLElement>('[role="tab"][tabindex="0"]');
    selected?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      close(false);
    };
    // Widened past the menu's breakpoint, the sidebar shows for good: nothing is left open or locked.
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(SIDEBAR_MEDIA_QUERY) : undefined;
    const onWiden = () => {
      if (wide?.matches) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    wide?.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide?.removeEventListener('change', onWiden);
    };
  }, [open, close]);

  const closeAfterChoice = useCallback(() => {
    if (open) close(true);
  }, [open, close]);

  return {
    open,
    toggle: () => setOpen((wasOpen) => !wasOpen),
    closeAfterChoice,
    toggleRef,
    panelRef,
    tablistRef,
  };
}

// A modal dialog: named by its title, keeps keyboard focus inside while open, closes on Escape or its
// Close button, and gives focus back to whatever opened it.
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus starts; by default the first control in the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Room for a table rather than a short form. */
  wide?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, onClose, children, initialFocusRef, wide = false }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);

  // Runs once per opening: the element focused before the dialog opened gets focus back when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocusRef is read once, when the dialog opens.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The first control after the Close button, so typing can start at once; Close when there is none.
    const controls = panel ? focusableIn(panel) : [];
    const first = initialFocusRef?.current ?? controls[1] ?? controls[0];
    (first ?? panel)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
  };

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        className={wide ? 'dialog dialog--wide' : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="button button--ghost dialog__close" onClick={onClose}>
            Close
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], fieldset:disabled'),
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = focusableIn(panel);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

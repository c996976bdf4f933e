// The console's sections as a vertical tablist whose tabs are links (/admin/<id>): a click or Enter
// navigates (a new history entry, so Back returns to the previous section), the arrow keys, Home and End
// move the focus between tabs, and only the selected tab sits in the Tab order.
import { type KeyboardEvent, type MouseEvent, type RefObject, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_SECTIONS, adminSectionPath } from './admin-sections';

export const sectionTabId = (id: string) => `admin-section-tab-${id}`;
export const sectionPanelId = (id: string) => `admin-section-panel-${id}`;

type ConsoleNavigationProps = {
  selectedId: string | undefined;
  /** Called after a section is chosen (the menu closes on narrow screens). */
  onChoose: () => void;
  tablistRef: RefObject<HTMLDivElement | null>;
};

const FOCUS_MOVES: Record<string, (current: number, last: number) => number> = {
  ArrowDown: (current, last) => (current >= last ? 0 : current + 1),
  ArrowUp: (current, last) => (current <= 0 ? last : current - 1),
  Home: () => 0,
  End: (_, last) => last,
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function ConsoleNavigation({ selectedId, onChoose, tablistRef }: ConsoleNavigationProps) {
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const navigate = useNavigate();
  const location = useLocation();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const current = tabRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
      tabRefs.current[move(current, ADMIN_SECTIONS.length - 1)]?.focus();
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // A tab activates on Space as well as Enter.
      event.preventDefault();
      event.target.click();
    }
  };

  return (
    <nav className="console-nav" aria-label="Admin console">
      <div
        ref={tablistRef}
        role="tablist"
        aria-label="Admin sections"
        aria-orientation="vertical"
        className="console-nav__list"
        onKeyDown={onKeyDown}
      >
        {ADMIN_SECTIONS.map((section, index) => {
          const selected = section.id === selectedId;
          return (
            <Link
              key={section.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              to={adminSectionPath(section.id)}
              role="tab"
              id={sectionTabId(section.id)}
              aria-selected={selected}
              aria-controls={sectionPanelId(section.id)}
              tabIndex={selected || (selectedId === undefined && index === 0) ? 0 : -1}
              className="console-nav__tab"
              onClick={(event) => {
                onChoose();
                if (!isPlainClick(event)) return; // a new browser tab or window opens the address itself
                event.preventDefault();
                // The chosen section shows in the same frame as the click, as a tab's panel would.
                navigate(adminSectionPath(section.id), {
                  flushSync: true,
                  replace: selected && !location.search,
                });
              }}
            >
              {section.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}

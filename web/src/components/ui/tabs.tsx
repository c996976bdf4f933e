// Tabs as the ARIA pattern has them: a labelled tablist, arrow keys (and Home/End) moving between tabs,
// one tab in the Tab order, and each panel labelled by its tab. A panel's content may switch tabs itself
// (a 'Back to Users' button), which moves focus to the newly selected tab as the keyboard does. The
// selection is the component's own, or its owner's when `selectedId` and `onSelect` are given (an address).
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/** What a tab's content may do with the tab set: move to another tab, or ask whether one exists. */
export type TabControls = { select: (id: string) => void; has: (id: string) => boolean };

export type TabItem = { id: string; label: string; render: (controls: TabControls) => ReactNode };

type TabsProps = {
  label: string;
  tabs: readonly TabItem[];
  /** With `onSelect`: the owner keeps the selection (in the address, say) and tells it here. */
  onSelect?: (id: string) => void;
  /** The owner's selected tab; a missing or unknown id selects the first. Read only with `onSelect`. */
  selectedId?: string;
};

export function Tabs({ label, tabs, selectedId: ownerSelectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selectedId = onSelect ? ownerSelectedId : ownSelectedId;
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  const choose = (id: string) => {
    setOwnSelectedId(id);
    onSelect?.(id);
  };

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const controls: TabControls = {
    select: (id) => {
      const index = tabs.findIndex((tab) => tab.id === id);
      if (index >= 0) select(index);
    },
    has: (id) => tabs.some((tab) => tab.id === id),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected?.id);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => choose(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          className="tabs__panel"
        >
          {selected.render(controls)}
        </div>
      )}
    </div>
  );
}

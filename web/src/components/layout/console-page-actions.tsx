// The slot in the admin console's page header for a section's primary actions: the console provides the
// slot, and a section puts its buttons there with <ConsolePageActions>; outside the console they render
// where they stand.
import { createContext, type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';

const PageActionsSlot = createContext<HTMLElement | null>(null);

export const PageActionsSlotProvider = PageActionsSlot.Provider;

export function ConsolePageActions({ children }: { children: ReactNode }) {
  const slot = useContext(PageActionsSlot);
  return slot ? createPortal(children, slot) : children;
}

// A navigation's state asking the console to put the focus on the newly selected section's tab.
export const FOCUS_SECTION_TAB = { focusSectionTab: true } as const;

export function asksForSectionTabFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusSectionTab' in state;
}

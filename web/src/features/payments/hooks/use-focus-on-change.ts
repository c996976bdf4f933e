// Moves focus to an element whenever a value changes (not on the first render), so a person using a screen
// reader or keyboard starts each new step of a flow at its heading.
import { type RefObject, useEffect, useRef } from 'react';

export function useFocusOnChange<T extends HTMLElement>(value: unknown, target: RefObject<T | null>): void {
  const shown = useRef(value);

  useEffect(() => {
    // Compared, not counted, so StrictMode's second run of the effect on mount does not steal focus.
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    target.current?.focus();
  }, [value, target]);
}

// A value that shows for a while and then goes away by itself: 'Copied!' marks and page notices.
import { useCallback, useEffect, useRef, useState } from 'react';

/** `show(value)` sets the value and clears it `durationMs` later; a new `show` restarts the wait. */
export function useTransientValue<T>(durationMs: number): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return [value, show];
}

// A single-page app keeps the old scroll position; put each new page at its top, or at its #anchor,
// as a full page load would.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (a new page), not an input.
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeHash(hash))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

function decodeHash(hash: string): string {
  const id = hash.slice(1);
  try {
    return decodeURIComponent(id);
  } catch {
    // A stray % in a hand-typed address is not worth a crash.
    return id;
  }
}

// Sends the person on once a page has said its piece: after `delayMs`, counted from when `when` turns true.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function useRedirectAfter(to: string, delayMs: number, when: boolean): void {
  const navigate = useNavigate();

  useEffect(() => {
    if (!when) return;
    // Replace: going back must not land on a one-time link that has already been used.
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, when, navigate]);
}

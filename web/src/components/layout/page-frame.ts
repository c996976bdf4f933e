// Which frame a route's pages get: the site's (navbar and marketing footer) unless a matched route's
// `handle` asks for the admin console's own.
import { useMatches } from 'react-router-dom';

export const CONSOLE_FRAME = { frame: 'console' } as const;

export function useConsoleFrame(): boolean {
  return useMatches().some(
    ({ handle }) =>
      typeof handle === 'object' && handle !== null && 'frame' in handle && handle.frame === 'console',
  );
}

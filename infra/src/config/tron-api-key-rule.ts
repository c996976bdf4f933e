// TronGrid needs an API key: without one it answers 403 and suspends the caller for 30 seconds,
// so a TRON_API_URL on TronGrid without TRON_API_KEY would leave TRC20 payments unverified.
import type { Environment } from './environment.js';

function isTronGrid(apiUrl: string): boolean {
  const host = new URL(apiUrl).hostname.toLowerCase();
  return host === 'trongrid.io' || host.endsWith('.trongrid.io');
}

/** The sentence refusing TronGrid without a key, or nothing when all is well. */
export function missingTronApiKey(environment: Environment): string[] {
  const apiUrl = environment.TRON_API_URL;
  if (apiUrl === undefined || environment.TRON_API_KEY !== undefined || !isTronGrid(apiUrl)) return [];
  return [
    'TRON_API_URL points at TronGrid but TRON_API_KEY is not set: TronGrid answers requests without ' +
      'a key with 403 and suspends them for 30 seconds. Set TRON_API_KEY to your TronGrid API key.',
  ];
}

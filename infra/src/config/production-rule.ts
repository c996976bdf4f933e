// Production fails closed on the settings every replica must share: without PUBLIC_URL each would
// issue sessions as http://localhost:$PORT, and without APP_SECRET each would generate its own secret,
// so replicas would reject each other's sessions.
import type { Environment } from './environment.js';

const SHARED = [
  { name: 'PUBLIC_URL', what: "the shop's public address, e.g. https://shop.example.com" },
  { name: 'APP_SECRET', what: '32+ random characters' },
] as const;

/** One sentence naming what a production service lacks, or nothing when all is well. */
export function missingProductionSettings(environment: Environment): string[] {
  if (environment.NODE_ENV !== 'production') return [];
  const missing = SHARED.filter(({ name }) => environment[name] === undefined);
  if (missing.length === 0) return [];
  return [
    `NODE_ENV=production needs ${missing.map(({ name, what }) => `${name} (${what})`).join(' and ')}, ` +
      'the same on every service and replica, so that sessions signed by one verify on the others.',
  ];
}

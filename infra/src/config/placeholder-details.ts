// A shop on a real address should not show the web app's placeholder organisation details (company
// number 00000000, support@example.com): this names the variables still unset.
import type { Config, SiteSettings } from './config.js';

const ORGANISATION_DETAILS: ReadonlyArray<{ field: keyof SiteSettings; variable: string }> = [
  { field: 'organisationName', variable: 'ORGANISATION_NAME' },
  { field: 'organisationAddress', variable: 'ORGANISATION_ADDRESS' },
  { field: 'organisationRegistration', variable: 'ORGANISATION_REGISTRATION' },
  { field: 'supportEmail', variable: 'SUPPORT_EMAIL' },
];

/** Whether the address only reaches this machine (localhost, loopback, *.localhost). */
function isLocalAddress(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** One warning naming the unset organisation variables when the shop has a public address; else none. */
export function placeholderDetailsWarnings(config: Pick<Config, 'publicUrl' | 'site'>): string[] {
  if (isLocalAddress(config.publicUrl)) return [];
  const unset = ORGANISATION_DETAILS.filter(({ field }) => config.site[field] === undefined);
  if (unset.length === 0) return [];
  return [`placeholder organisation details: set ${unset.map(({ variable }) => variable).join(', ')}`];
}

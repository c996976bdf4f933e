// Writes the deployment's contacts and organisation into the web app's index.html: each
// `<meta name="shop:…" content="">` left empty by the build gets its configured value, HTML-escaped,
// and web/src/config/site.ts reads them at start-up. No inline script, so the CSP needs no exception.
import type { SiteSettings } from '@shop/infra';

/** The meta names index.html carries (web/index.html), and the setting each one shows. */
export const SITE_META_NAMES: Readonly<Record<keyof SiteSettings, string>> = {
  supportEmail: 'shop:support-email',
  telegramChatUrl: 'shop:telegram-chat-url',
  telegramChannelUrl: 'shop:telegram-channel-url',
  liveResultsUrl: 'shop:live-results-url',
  organisationName: 'shop:organisation-name',
  organisationAddress: 'shop:organisation-address',
  organisationRegistration: 'shop:organisation-registration',
  organisationJurisdiction: 'shop:organisation-jurisdiction',
};

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** index.html with every configured setting filled in; unset ones stay empty, so the app's defaults apply. */
export function injectSiteMeta(html: string, site: SiteSettings): string {
  let page = html;
  for (const [key, name] of Object.entries(SITE_META_NAMES) as [keyof SiteSettings, string][]) {
    const value = site[key];
    if (value === undefined) continue;
    // Names hold only letters, ':' and '-', so they go into the pattern as they are.
    const emptyTag = new RegExp(`<meta\\s+name="${name}"\\s+content=""\\s*/?>`);
    page = page.replace(emptyTag, () => `<meta name="${name}" content="${escapeHtmlAttribute(value)}" />`);
  }
  return page;
}

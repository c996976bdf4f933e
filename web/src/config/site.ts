// Names, contacts, outside links and the organisation shown across the site. Each value comes from the
// server at run time (a <meta name="shop:…"> it fills in index.html), else from a VITE_* build variable,
// else a placeholder.
const env = import.meta.env;

/** What the server wrote into index.html (command-api site-meta.ts); empty or missing counts as unset. */
function servedSetting(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="shop:${name}"]`)?.content.trim();
  return content || undefined;
}

const setting = (name: string, buildTime: string | undefined, placeholder: string) =>
  servedSetting(name) || buildTime || placeholder;

/** Read once at start-up; exported for tests, which change the meta tags and read again. */
export function loadSiteConfig() {
  return {
    productName: 'MT5 Robot',
    tagline: 'Your intelligent solution for automated financial growth and trading excellence.',
    supportEmail: setting('support-email', env.VITE_SUPPORT_EMAIL, 'support@example.com'),
    telegramChatUrl: setting('telegram-chat-url', env.VITE_TELEGRAM_CHAT_URL, 'https://t.me/example_support'),
    telegramChannelUrl: setting(
      'telegram-channel-url',
      env.VITE_TELEGRAM_CHANNEL_URL,
      'https://t.me/example_channel',
    ),
    liveResultsUrl: setting(
      'live-results-url',
      env.VITE_LIVE_RESULTS_URL,
      'https://example.com/live-results',
    ),
    /** Who runs the shop, as the legal pages and the footer name it. */
    organisation: {
      legalName: setting('organisation-name', env.VITE_ORGANISATION_NAME, 'Example Trading Software Ltd'),
      address: setting(
        'organisation-address',
        env.VITE_ORGANISATION_ADDRESS,
        '1 Example Street, Example City, EX1 1EX',
      ),
      registration: setting(
        'organisation-registration',
        env.VITE_ORGANISATION_REGISTRATION,
        'Company number 00000000',
      ),
      jurisdiction: setting(
        'organisation-jurisdiction',
        env.VITE_ORGANISATION_JURISDICTION,
        'England and Wales',
      ),
    },
  } as const;
}

export type SiteConfig = ReturnType<typeof loadSiteConfig>;

export const siteConfig: SiteConfig = loadSiteConfig();

// Names, contacts and outside links shown across the site; deployments override them with VITE_* variables.
const env = import.meta.env;

export const siteConfig = {
  productName: 'MT5 Robot',
  tagline: 'Your intelligent solution for automated financial growth and trading excellence.',
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@example.com',
  telegramChatUrl: env.VITE_TELEGRAM_CHAT_URL || 'https://t.me/example_support',
  telegramChannelUrl: env.VITE_TELEGRAM_CHANNEL_URL || 'https://t.me/example_channel',
  liveResultsUrl: env.VITE_LIVE_RESULTS_URL || 'https://example.com/live-results',
} as const;

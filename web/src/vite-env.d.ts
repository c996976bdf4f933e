// Build-time settings the app reads from import.meta.env; all optional because site.ts has defaults.
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_TELEGRAM_CHAT_URL?: string;
  readonly VITE_TELEGRAM_CHANNEL_URL?: string;
  readonly VITE_LIVE_RESULTS_URL?: string;
  readonly VITE_ORGANISATION_NAME?: string;
  readonly VITE_ORGANISATION_ADDRESS?: string;
  readonly VITE_ORGANISATION_REGISTRATION?: string;
  readonly VITE_ORGANISATION_JURISDICTION?: string;
}

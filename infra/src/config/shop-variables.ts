// The environment variables of the shop itself: licence rules, the showcase robot, proxies, the
// contacts and organisation the site shows, and sessions.
import { z } from 'zod';
import { described, emailAddress, emptyAsUndefined, optional, siteText, url } from './fields.js';

export const shopVariables = {
  ACCOUNT_CHANGE_ALLOWANCE: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a whole number from 0 to 100' })
        .int('a whole number from 0 to 100')
        .min(0)
        .max(100, 'a whole number from 0 to 100')
        .default(3),
    ),
    'account-number changes a licence owner may make (admins have no limit)',
  ),
  SHOWCASE_LICENSE_KEY: described(
    optional(z.string().min(5).max(64)),
    "the licence whose robot's telemetry the landing page's performance section shows",
    '`npm start` issues a demo licence fed by the robot simulator',
  ),
  TRUST_PROXY: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .union([z.literal('true'), z.literal('false'), z.string().regex(/^\d{1,2}$/)], {
          message: 'true, false or the number of proxies in front of the server',
        })
        .default('false'),
    ),
    '`true`, or how many reverse proxies stand in front, so rate limits and logs see the real client address',
  ),
  SUPPORT_EMAIL: described(
    optional(emailAddress),
    'the support address the site shows (contact buttons, footer, legal pages)',
    '`support@example.com`',
  ),
  TELEGRAM_CHAT_URL: described(
    optional(url(['https', 'http'])),
    'the Telegram support chat (FAQ contacts, footer)',
    '`https://t.me/example_support`',
  ),
  TELEGRAM_CHANNEL_URL: described(
    optional(url(['https', 'http'])),
    'the Telegram news channel (mobile menu)',
    '`https://t.me/example_channel`',
  ),
  LIVE_RESULTS_URL: described(
    optional(url(['https', 'http'])),
    'the external verified-results page linked from the landing page, menu, footer and dashboard',
    '`https://example.com/live-results`',
  ),
  ORGANISATION_NAME: described(
    optional(siteText),
    'legal name of who runs the shop, shown in the footer and the legal pages',
    '`Example Trading Software Ltd`',
  ),
  ORGANISATION_ADDRESS: described(
    optional(siteText),
    'registered address of the organisation',
    'an example placeholder',
  ),
  ORGANISATION_REGISTRATION: described(
    optional(siteText),
    'registration number of the organisation',
    'an example placeholder',
  ),
  ORGANISATION_JURISDICTION: described(
    optional(siteText),
    'the law that governs the terms',
    '`England and Wales`',
  ),
  WEB_ROOT: described(
    optional(z.string().min(1, 'a folder path')),
    'folder of the built web app the API serves',
    '`web/dist` beside the code',
  ),
  SESSION_HOURS: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of hours (1-8760)' })
        .int()
        .min(1)
        .max(8760, 'a number of hours (1-8760)')
        .default(168),
    ),
    'how long a login lasts',
  ),
};

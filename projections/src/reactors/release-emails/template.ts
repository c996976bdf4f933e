// The email telling a licence holder that a stable release is out: what changed, a download button, the
// installation guide, and the reminders' unsubscribe (the same opt-out covers these emails).
import type { MailMessage } from '@shop/infra';
import { reminderUnsubscribe, type UnsubscribeLinks } from '../licence-reminders/unsubscribe.js';
import { compose } from '../mail-layout.js';
import { changelogExcerpt } from './changelog-text.js';

export interface AnnouncedRelease {
  version: string;
  changelog: string;
  minMt5Build: number;
}

export function releaseAvailableEmail(
  to: { email: string; username: string },
  release: AnnouncedRelease,
  links: UnsubscribeLinks,
): MailMessage {
  const { version, publicUrl } = { ...release, ...links };
  const changes = changelogExcerpt(release.changelog);
  return compose(
    to.email,
    `MT5 Robot ${version} is available`,
    [
      `Hello ${to.username}, version ${version} of the MT5 Robot is ready to download with your license.`,
      ...(changes.length > 0 ? [`What's new in ${version}:\n${changes.join('\n')}`] : []),
      'To update, download the new file and attach it to your chart in place of the old one; your license key stays the same.',
    ],
    { label: `Download v${version}`, url: `${publicUrl}/downloads` },
    {
      facts: [
        { label: 'Version', value: version },
        { label: 'Minimum MT5 build', value: String(release.minMt5Build) },
        {
          label: 'Installation guide',
          value: 'How to install or update the robot',
          url: `${publicUrl}/guide/installation`,
        },
      ],
      ...reminderUnsubscribe(links, 'You receive these emails because you hold a license at our shop.'),
    },
  );
}

// The FAQ's contact buttons (spec §2 Landing page): Telegram chat, email, and the stated response time.
import { siteConfig } from '../../../config/site';

export function ContactBlock() {
  return (
    <div className="landing-contact">
      <h3>Still have questions?</h3>
      <p className="landing-contact__actions">
        <a
          className="button button--primary"
          href={siteConfig.telegramChatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Chat on Telegram
        </a>
        <a className="button" href={`mailto:${siteConfig.supportEmail}`}>
          Email {siteConfig.supportEmail}
        </a>
      </p>
      <p className="landing-contact__time">Average response time: 2-4 hours.</p>
    </div>
  );
}

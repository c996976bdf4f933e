// Site settings: values the server writes into index.html win over the built-in ones; empty tags do not.
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from './site';

function serve(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = `shop:${name}`;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="shop:"]')) meta.remove();
});

describe('loadSiteConfig', () => {
  it('uses the placeholders when the page carries no settings', () => {
    const config = loadSiteConfig();

    expect(config.supportEmail).toBe('support@example.com');
    expect(config.organisation).toEqual({
      legalName: 'Example Trading Software Ltd',
      address: '1 Example Street, Example City, EX1 1EX',
      registration: 'Company number 00000000',
      jurisdiction: 'England and Wales',
    });
  });

  it('takes each value the server wrote into a shop: meta tag, and ignores empty ones', () => {
    serve('support-email', 'help@robot.example.org');
    serve('telegram-chat-url', 'https://t.me/robot_help');
    serve('telegram-channel-url', '');
    serve('live-results-url', 'https://results.example.org/1');
    serve('organisation-name', 'Robot Software Ltd');
    serve('organisation-address', '1 Harbour Road, Valletta');
    serve('organisation-registration', 'C 12345');
    serve('organisation-jurisdiction', 'Malta');

    const config = loadSiteConfig();

    expect(config.supportEmail).toBe('help@robot.example.org');
    expect(config.telegramChatUrl).toBe('https://t.me/robot_help');
    expect(config.telegramChannelUrl).toBe('https://t.me/example_channel');
    expect(config.liveResultsUrl).toBe('https://results.example.org/1');
    expect(config.organisation).toEqual({
      legalName: 'Robot Software Ltd',
      address: '1 Harbour Road, Valletta',
      registration: 'C 12345',
      jurisdiction: 'Malta',
    });
  });
});

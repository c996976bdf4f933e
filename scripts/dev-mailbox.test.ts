// The dev mailbox of `npm start`: a mail sent to its SMTP port by nodemailer (as the shop's mailer
// sends) shows in its list and on its own page, escaped, with the HTML body sandboxed and links
// clickable; it keeps its ports across restarts with the same data folder, and takes new ones
// (and keeps those) when the old ones are taken.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DevMailbox, startDevMailbox } from './dev-mailbox.js';

let dataDir: string;
const opened: DevMailbox[] = [];

async function start(options: Parameters<typeof startDevMailbox>[0] = {}) {
  const mailbox = await startDevMailbox(options);
  opened.push(mailbox);
  return mailbox;
}

async function send(mailbox: DevMailbox, mail: { to: string; subject: string; text: string; html?: string }) {
  const transport = createTransport(mailbox.smtpUrl);
  try {
    await transport.sendMail({ from: 'Shop <shop@example.com>', ...mail });
  } finally {
    transport.close();
  }
}

const portOf = (url: string) => Number(new URL(url).port);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dev-mailbox-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((mailbox) => mailbox.close()));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('dev mailbox', () => {
  it('lists received mails newest first and shows one, escaped, HTML sandboxed and links clickable', async () => {
    const mailbox = await start();
    expect(mailbox.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(mailbox.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await send(mailbox, {
      to: 'first@example.com',
      subject: 'Confirm your email',
      text: 'Open https://shop.example/confirm?token=abc&x=1 to confirm.',
    });
    await send(mailbox, {
      to: 'second@example.com',
      subject: 'Reset <script>alert(1)</script>',
      text: 'Reset at https://shop.example/reset',
      html: '<p>Reset at <a href="https://shop.example/reset">this link</a></p><script>alert(2)</script>',
    });

    const list = await fetch(mailbox.webUrl);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const listHtml = await list.text();
    expect(listHtml.indexOf('second@example.com')).toBeLessThan(listHtml.indexOf('first@example.com'));
    expect(listHtml).toContain('Reset &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(listHtml).not.toContain('<script>');

    const messages = (await (await fetch(`${mailbox.webUrl}/messages`)).json()) as Array<{
      id: number;
      to: string;
      subject: string;
    }>;
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    const [htmlMail, textMail] = messages;
    expect(listHtml).toContain(`href="/mail/${htmlMail!.id}"`);

    const htmlPage = await (await fetch(`${mailbox.webUrl}/mail/${htmlMail!.id}`)).text();
    expect(htmlPage).toContain(
      '<iframe title="Mail body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="',
    );
    expect(htmlPage).toContain('&lt;a href=&quot;https://shop.example/reset&quot;&gt;this link&lt;/a&gt;');
    expect(htmlPage).not.toContain('<script>');
    expect(htmlPage).toContain('&quot;Shop&quot; &lt;shop@example.com&gt;');

    const textPage = await (await fetch(`${mailbox.webUrl}/mail/${textMail!.id}`)).text();
    expect(textPage).toContain(
      '<a href="https://shop.example/confirm?token=abc&amp;x=1" target="_blank" rel="noopener noreferrer">https://shop.example/confirm?token=abc&amp;x=1</a> to confirm.',
    );
    expect((await fetch(`${mailbox.webUrl}/mail/999`)).status).toBe(404);
  });

  it('refuses requests addressed to it by another name', async () => {
    const mailbox = await start();
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const sent = request(
        `${mailbox.webUrl}/messages`,
        { headers: { host: 'attacker.example' } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(421);
  });

  it('keeps the oldest mails out beyond its capacity', async () => {
    const mailbox = await start({ capacity: 2 });
    for (const n of [1, 2, 3])
      await send(mailbox, { to: `n${n}@example.com`, subject: `Mail ${n}`, text: 'x' });
    const messages = (await (await fetch(`${mailbox.webUrl}/messages`)).json()) as Array<{ subject: string }>;
    expect(messages.map((m) => m.subject)).toEqual(['Mail 3', 'Mail 2']);
  });

  it('keeps its ports across restarts with the same data folder, and takes (and keeps) new ones when they are taken', async () => {
    const first = await start({ dataDir });
    const ports = { smtp: portOf(first.smtpUrl), web: portOf(first.webUrl) };
    expect(JSON.parse(await readFile(join(dataDir, 'dev-mailbox.json'), 'utf8'))).toEqual(ports);
    await first.close();

    const second = await start({ dataDir });
    expect([second.smtpUrl, second.webUrl]).toEqual([first.smtpUrl, first.webUrl]);
    await send(second, { to: 'again@example.com', subject: 'After a restart', text: 'x' });
    expect(await (await fetch(second.webUrl)).text()).toContain('After a restart');
    await second.close();

    // Something else now holds the web port.
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(ports.web, '127.0.0.1', resolve));
    try {
      const third = await start({ dataDir });
      expect(portOf(third.smtpUrl)).toBe(ports.smtp);
      const newWeb = portOf(third.webUrl);
      expect(newWeb).not.toBe(ports.web);
      expect((await fetch(third.webUrl)).status).toBe(200);
      expect(JSON.parse(await readFile(join(dataDir, 'dev-mailbox.json'), 'utf8'))).toEqual({
        smtp: ports.smtp,
        web: newWeb,
      });
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });
});

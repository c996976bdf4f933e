// The dev mailbox's web pages: the list of received mails and one mail, everything escaped.
import type { StoredMail } from './mail-store.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text → HTML text or attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Plain text → HTML with its web addresses as links (opened in a new tab). */
function linkify(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += `${escapeHtml(text.slice(from, match.index))}<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(text.slice(from));
}

const formatTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1c2430}
a{color:#0b57d0}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #dde2ea;vertical-align:top}
td.time{white-space:nowrap;color:#5b6675}td,dd{overflow-wrap:anywhere}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
dt{color:#5b6675}dd{margin:0}iframe{width:100%;height:70vh;border:1px solid #dde2ea;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f6f9;padding:1rem}`;

function page(title: string, body: string, refreshSeconds?: number): string {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function mailListPage(mails: readonly StoredMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td class="time">${formatTime(mail.receivedAt)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/mail/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const content = mails.length
    ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Every email the shop sends while it runs with this mailbox lands here.</p>';
  return page(
    'Dev mailbox',
    `<h1>Dev mailbox</h1><p>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first (kept in memory until the shop stops; this page refreshes itself).</p>${content}`,
    5,
  );
}

export function mailPage(mail: StoredMail): string {
  // Links in the mail open in a new tab; the sandbox runs no script and keeps the mail off this page.
  const body = mail.html
    ? `<iframe title="Mail body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : `<pre>${linkify(mail.text)}</pre>`;
  const fields = [
    ['From', mail.from],
    ['To', mail.to],
    ['Subject', mail.subject],
    ['Received', formatTime(mail.receivedAt)],
  ]
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join('');
  return page(
    mail.subject || 'Mail',
    `<p><a href="/">← All mail</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><dl>${fields}</dl>${body}`,
  );
}

export const notFoundPage = () => page('Not found', '<h1>Not found</h1><p><a href="/">All mail</a></p>');

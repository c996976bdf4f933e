// The shop's emails share one layout: plain text and HTML with the same words, one action link, an
// optional list of facts (a receipt) and footer line, and every piece of text escaped for HTML
// (subjects and messages come from people).
import type { MailMessage } from '@shop/infra';

/** One row of a receipt: `Label: value`, the value linked when it has a `url`. */
export interface MailFact {
  label: string;
  value: string;
  url?: string;
}

export interface MailExtras {
  facts?: readonly MailFact[];
  /** A last, smaller line with its link, e.g. how to stop the emails. */
  footer?: { text: string; label: string; url: string };
  headers?: Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

function factsText(facts: readonly MailFact[]): string[] {
  if (facts.length === 0) return [];
  return [...facts.map((f) => `${f.label}: ${f.value}${f.url ? ` (${f.url})` : ''}`), ''];
}

function factsHtml(facts: readonly MailFact[]): string {
  if (facts.length === 0) return '';
  const rows = facts.map(
    (f) =>
      `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;vertical-align:top">${escapeHtml(f.label)}</td><td style="padding:4px 0;word-break:break-all">${f.url ? link(f.url, f.value) : escapeHtml(f.value)}</td></tr>`,
  );
  return `<table style="border-collapse:collapse;margin:8px 0 16px">\n${rows.join('\n')}\n</table>\n`;
}

export function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  { facts = [], footer, headers }: MailExtras = {},
): MailMessage {
  const text = [
    ...paragraphs.slice(0, 1),
    '',
    ...factsText(facts),
    `${action.label}: ${action.url}`,
    '',
    ...paragraphs.slice(1),
    ...(footer ? ['', `${footer.text} ${footer.label}: ${footer.url}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(paragraphs[0]!)}</p>
${factsHtml(facts)}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this address: ${link(action.url, action.url)}</p>
${paragraphs
  .slice(1)
  .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
  .join('\n')}
${footer ? `<p style="font-size:12px;color:#6b7280">${escapeHtml(footer.text)} ${link(footer.url, footer.label)}</p>\n` : ''}</body></html>`;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

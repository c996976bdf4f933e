// The shop's emails share one layout: plain text and HTML with the same words, one action link, and
// every piece of text escaped for HTML (subjects and messages come from people).
import type { MailMessage } from '@shop/infra';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailMessage {
  const text = [
    ...paragraphs.slice(0, 1),
    '',
    `${action.label}: ${action.url}`,
    '',
    ...paragraphs.slice(1),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(paragraphs[0]!)}</p>
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this address: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
${paragraphs
  .slice(1)
  .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
  .join('\n')}
</body></html>`;
  return { to, subject, text, html };
}

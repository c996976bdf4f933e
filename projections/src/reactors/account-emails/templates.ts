// The account emails: plain text and HTML with the same words and link.
import type { MailMessage } from '@shop/infra';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function compose(
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
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
</body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, username: string, url: string): MailMessage {
  return compose(
    to,
    'Verify your email address',
    [
      `Hello ${username}, welcome! Please confirm your email address to activate your account.`,
      'The link works for 24 hours. If you did not create an account, you can ignore this email.',
    ],
    { label: 'Verify email', url },
  );
}

export function passwordResetEmail(to: string, username: string, url: string): MailMessage {
  return compose(
    to,
    'Reset your password',
    [
      `Hello ${username}, we received a request to reset your password.`,
      'The link works for 1 hour and only once. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    { label: 'Reset password', url },
  );
}

// A real SMTP server for tests: it accepts every message and keeps it parsed, to be read like a person would.
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../postgres/free-port.js';
import { EVENTUALLY_TIMEOUT_MS, eventually } from './eventually.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header fields by lower-case name, as text. */
  headers: Record<string, string>;
}

export interface TestMailbox {
  url: string;
  messages: ReceivedMail[];
  /**
   * Waits for a message to `to` (and matching `subject`) not taken before, and takes it; gives up after
   * `timeoutMs` of elapsed time (generous by default: mail goes out from a reactor, which a busy machine delays).
   */
  next(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `Name: value` as received, folded lines joined, → `value`. */
const headerValue = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

export async function startTestMailbox(): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          messages.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, headerValue(line)])),
          });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, subject, timeoutMs = EVENTUALLY_TIMEOUT_MS) {
      const found = await eventually(
        () =>
          messages.find(
            (m) =>
              !taken.has(m) &&
              m.to.toLowerCase() === to.toLowerCase() &&
              (!subject || subject.test(m.subject)),
          ),
        {
          what: `a mail to ${to}${subject ? ` with a subject matching ${subject}` : ''}`,
          timeoutMs,
          intervalMs: 50,
          explain: () =>
            `mails received: ${messages.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'}`,
        },
      );
      taken.add(found);
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

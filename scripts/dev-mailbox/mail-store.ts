// The dev mailbox's received mails, in memory: newest first, the oldest dropped beyond a cap.
import type { AddressObject, ParsedMail } from 'mailparser';

export interface StoredMail {
  id: number;
  receivedAt: Date;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML body, or '' when the mail has none. */
  html: string;
}

export interface MailStore {
  add(mail: ParsedMail): StoredMail;
  /** Newest first. */
  list(): readonly StoredMail[];
  get(id: number): StoredMail | undefined;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(field) ? field : field ? [field] : []).map((entry) => entry.text).join(', ');

export function createMailStore(capacity = 500): MailStore {
  const mails: StoredMail[] = [];
  let lastId = 0;
  return {
    add(mail) {
      lastId += 1;
      const stored: StoredMail = {
        id: lastId,
        receivedAt: new Date(),
        from: addresses(mail.from),
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      };
      mails.unshift(stored);
      if (mails.length > capacity) mails.length = capacity;
      return stored;
    },
    list: () => mails,
    get: (id) => mails.find((mail) => mail.id === id),
  };
}

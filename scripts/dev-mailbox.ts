// The dev mailbox of `npm start` when SMTP_URL is unset: an SMTP server that keeps every mail the
// shop sends (in memory) and a web page that shows them, so sign-up and password reset work on one
// machine with no mail server. Given a data folder, it keeps its ports from one start to the next.
import type { Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailStore } from './dev-mailbox/mail-store.js';
import { listenPreferring, readPorts, writePorts } from './dev-mailbox/ports.js';
import { createMailboxWebServer } from './dev-mailbox/web.js';

export interface DevMailboxOptions {
  /** Where the ports are kept across restarts; without it, new free ports every start. */
  dataDir?: string;
  /** Mails kept; the oldest go first. Default 500. */
  capacity?: number;
}

export interface DevMailbox {
  smtpUrl: string;
  webUrl: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startDevMailbox(options: DevMailboxOptions = {}): Promise<DevMailbox> {
  const store = createMailStore(options.capacity);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Ctrl-C should not wait for a mailer's idle pooled connection to time out.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          store.add(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client's broken connection is that client's problem; a port in use is handled where it listens.
  smtp.on('error', () => {});
  const web = createMailboxWebServer(store);
  const stored = options.dataDir ? await readPorts(options.dataDir) : {};
  const ports = {
    smtp: await listenPreferring(smtp.server, stored.smtp, HOST),
    web: await listenPreferring(web, stored.web, HOST),
  };
  if (options.dataDir && (ports.smtp !== stored.smtp || ports.web !== stored.web)) {
    await writePorts(options.dataDir, ports);
  }
  return {
    smtpUrl: `smtp://${HOST}:${ports.smtp}`,
    webUrl: `http://${HOST}:${ports.web}`,
    async close() {
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), closeServer(web)]);
    },
  };
}

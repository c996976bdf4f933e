// The dev mailbox of `npm start` when SMTP_URL is unset: MailDev catches every mail the shop sends
// and shows it in a web page, so sign-up and password reset work on one machine with no mail server.
import { createRequire } from 'node:module';
import { findFreePort } from '../infra/src/postgres/free-port.js';

interface MailServer {
  listen(): Promise<void>;
  close(callback: () => void): void;
}

export interface DevMailbox {
  smtpUrl: string;
  webUrl: string;
  close(): Promise<void>;
}

export async function startDevMailbox(): Promise<DevMailbox> {
  const MailDev = createRequire(import.meta.url)('maildev') as (options: object) => MailServer;
  const [smtp, web] = [await findFreePort(), await findFreePort()];
  // MailDev adds SIGINT/SIGTERM handlers that exit the process at once; the start script stops
  // everything in order itself, so those handlers are taken off again.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const server = MailDev({ smtp, web, ip: '127.0.0.1', silent: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }
  await server.listen();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl: `http://127.0.0.1:${web}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

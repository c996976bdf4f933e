// The dev mailbox's ports: the ones it used last time (kept in a small file in the data folder) when
// they are still free, else new free ones, which it keeps for next time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:net';
import { dirname, join } from 'node:path';

export interface MailboxPorts {
  smtp: number;
  web: number;
}

export const portsFile = (dataDir: string) => join(dataDir, 'dev-mailbox.json');

const isPort = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65_536;

export async function readPorts(dataDir: string): Promise<Partial<MailboxPorts>> {
  try {
    const stored = JSON.parse(await readFile(portsFile(dataDir), 'utf8')) as Record<string, unknown>;
    return {
      smtp: isPort(stored.smtp) ? stored.smtp : undefined,
      web: isPort(stored.web) ? stored.web : undefined,
    };
  } catch {
    return {};
  }
}

export async function writePorts(dataDir: string, ports: MailboxPorts): Promise<void> {
  const file = portsFile(dataDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(ports)}\n`);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** Listens on `preferred` when given and free, else on a port the system picks; resolves with the port. */
export async function listenPreferring(
  server: Server,
  preferred: number | undefined,
  host: string,
): Promise<number> {
  if (preferred !== undefined) {
    try {
      return await listen(server, preferred, host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  return listen(server, 0, host);
}

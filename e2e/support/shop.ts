// The real stack for a browser test: `npm start` on a fresh data folder, mail to a test SMTP server.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestMailbox, type TestMailbox } from '../../infra/src/testing/smtp-mailbox.js';
import { ctrlC, npmStart, type StartedShop, waitForHealth } from '../../scripts/testing/npm-start.js';

export interface RunningShop {
  url: string;
  /** Its DATA_DIR, for the dev tools (`npm run dev:refund`) that find the running shop there. */
  dataDir: string;
  mailbox: TestMailbox;
  stop(): Promise<void>;
}

export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  await chmod(dataDir, 0o755);
  const mailbox = await startTestMailbox();
  let shop: StartedShop | undefined;
  try {
    shop = await npmStart({ DATA_DIR: dataDir, SMTP_URL: mailbox.url, ...env });
    // Generous: the first start builds the web app, and CI machines are shared.
    await waitForHealth(shop.url, 75_000);
  } catch (error) {
    if (shop) await ctrlC(shop);
    await mailbox.close();
    throw error;
  }
  const started = shop;
  return {
    url: started.url,
    dataDir,
    mailbox,
    async stop() {
      await ctrlC(started);
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

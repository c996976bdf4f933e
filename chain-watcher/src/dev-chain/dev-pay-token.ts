// Where `npm run dev:pay` finds the running shop: its API address and the development token, in a
// file only the owner may read.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface DevPayToken {
  apiUrl: string;
  token: string;
}

const tokenFile = (dataDir: string) => join(dataDir, 'dev-chain', 'dev-pay.json');

export async function writeDevPayToken(dataDir: string, token: DevPayToken): Promise<void> {
  await mkdir(join(dataDir, 'dev-chain'), { recursive: true });
  await writeFile(tokenFile(dataDir), JSON.stringify(token), { mode: 0o600 });
}

/** Undefined when no `npm start` with a dev chain has run in this data folder. */
export async function readDevPayToken(dataDir: string): Promise<DevPayToken | undefined> {
  try {
    return JSON.parse(await readFile(tokenFile(dataDir), 'utf8')) as DevPayToken;
  } catch {
    return undefined;
  }
}

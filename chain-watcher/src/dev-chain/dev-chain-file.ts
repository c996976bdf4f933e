// Reads and writes `${dataDir}/dev-chain/dev-chain.json`: where the dev chain last ran, its token and payer key.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const devChainFactsSchema = z.object({
  rpcUrl: z.url({ protocol: /^https?$/ }),
  usdtContract: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  payerPrivateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  chainId: z.number().int().positive(),
});

export type DevChainFacts = z.infer<typeof devChainFactsSchema>;

export function devChainDir(dataDir: string): string {
  return join(dataDir, 'dev-chain');
}

export function devChainFilePath(dataDir: string): string {
  return join(devChainDir(dataDir), 'dev-chain.json');
}

export function anvilStatePath(dataDir: string): string {
  return join(devChainDir(dataDir), 'anvil-state.json');
}

/** The facts of the last started dev chain; undefined when none was started in `dataDir`. */
export async function readDevChainFile(dataDir: string): Promise<DevChainFacts | undefined> {
  const path = devChainFilePath(dataDir);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = devChainFactsSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${path} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Replaces the file atomically; only the owner may read it (it holds the payer's private key). */
export async function writeDevChainFile(dataDir: string, facts: DevChainFacts): Promise<void> {
  const path = devChainFilePath(dataDir);
  await mkdir(devChainDir(dataDir), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(facts, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

// Starts a local anvil node (chain id 56 by default) as a child process; stops it so it writes its state.
//
// Findings with anvil 1.7.1 (checked by hand and in test/dev-chain):
// - `--block-time` takes fractions (`0.5` mines two blocks a second); `0` is refused ("Duration must be
//   greater than 0"). Block timestamps are whole seconds, so sub-second blocks share timestamps.
// - `eth_getBlockByNumber('safe')` is the head minus `--slots-in-an-epoch` (default 32) blocks and
//   `'finalized'` the head minus twice that, both clamped to genesis; never null.
// - `--accounts 0` starts without the prefunded `test test … junk` accounts, whose addresses are the
//   shop's development payment addresses; fund your own keys with `anvil_setBalance`.
// - `--state` loads the file when it exists (refusing to start when it cannot parse it) and writes it
//   when anvil exits on SIGTERM; block numbers, receipts and logs from before a restart remain.
// - `--port 0` binds a free port; anvil only says which on stdout ("Listening on host:port"), so the
//   output is read rather than silenced with `--silent`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface AnvilOptions {
  /** Port to listen on; 0 (the default) lets the system pick a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Interval mining every this many seconds (fractions work); undefined: automine, a block per transaction. */
  blockTimeSeconds?: number;
  /** `--state`: loaded at start when it exists, written when anvil exits. */
  stateFile?: string;
  /** Also write the state file every this many seconds, so a hard kill loses at most that much. */
  stateIntervalSeconds?: number;
  /** Default 56 (BNB Smart Chain). */
  chainId?: number;
  /** Accounts anvil derives from its well-known mnemonic and funds; default 0 (none). */
  prefundedAccounts?: number;
  /** `--slots-in-an-epoch`: `safe` lags the head by this many blocks and `finalized` by twice as many. */
  slotsInAnEpoch?: number;
  /** How long to wait for `eth_chainId` to answer; default 20 s. */
  startTimeoutMs?: number;
}

export interface AnvilNode {
  rpcUrl: string;
  pid: number;
  /** Sends SIGTERM (anvil writes its state file) and resolves once the process has exited. */
  stop(): Promise<void>;
}

const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};
const SETPRIV_PATHS = ['/usr/bin/setpriv', '/bin/setpriv'];
const OUTPUT_TAIL_CHARS = 4_000;
const KILL_AFTER_MS = 10_000;

/** The anvil executable: `ANVIL_PATH` when set, else the binary of the installed `@foundry-rs/anvil-*` package. */
export function anvilBinaryPath(): string {
  const override = process.env.ANVIL_PATH;
  if (override) return override;
  const platform = `${process.platform}-${process.arch}`;
  const packageName = PLATFORM_PACKAGES[platform];
  if (!packageName) {
    throw new Error(
      `anvil: @foundry-rs/anvil has no build for ${platform}; install anvil and set ANVIL_PATH`,
    );
  }
  let manifest: string;
  try {
    manifest = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
  } catch {
    throw new Error(
      `anvil: ${packageName} is not installed (an optional dependency of @foundry-rs/anvil for ${platform}); ` +
        'reinstall dependencies on this platform or set ANVIL_PATH',
    );
  }
  const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(binary)) throw new Error(`anvil: ${packageName} has no binary at ${binary}`);
  return binary;
}

export function anvilArguments(options: AnvilOptions): string[] {
  const { port = 0, host = '127.0.0.1', chainId = 56, prefundedAccounts = 0 } = options;
  const args = ['--port', String(port), '--host', host, '--chain-id', String(chainId)];
  args.push('--accounts', String(prefundedAccounts));
  if (options.blockTimeSeconds !== undefined) {
    if (!(Number.isFinite(options.blockTimeSeconds) && options.blockTimeSeconds > 0)) {
      throw new RangeError(`anvil: blockTimeSeconds must be above 0, got ${options.blockTimeSeconds}`);
    }
    args.push('--block-time', String(options.blockTimeSeconds));
  }
  if (options.stateFile !== undefined) args.push('--state', options.stateFile);
  if (options.stateIntervalSeconds !== undefined) {
    args.push('--state-interval', String(options.stateIntervalSeconds));
  }
  if (options.slotsInAnEpoch !== undefined) args.push('--slots-in-an-epoch', String(options.slotsInAnEpoch));
  return args;
}

// Every anvil this process started and has not seen exit: ended with it whichever way it ends.
const running = new Set<ChildProcess>();
let exitHooksInstalled = false;

function terminateRunning(): void {
  for (const child of running) child.kill('SIGTERM');
}

function installExitHooks(): void {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on('exit', terminateRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // With other listeners the application shuts down in its own order (and stops anvil, or exits).
    // Alone, this listener would cancel Node's default of dying: end anvil, step aside, raise it again.
    const onSignal = (): void => {
      if (process.listenerCount(signal) > 1) return;
      terminateRunning();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/** On Linux, `setpriv --pdeathsig` has the kernel send anvil SIGTERM even if this process is SIGKILLed. */
function command(binary: string, args: string[]): { file: string; args: string[] } {
  const setpriv = process.platform === 'linux' ? SETPRIV_PATHS.find((path) => existsSync(path)) : undefined;
  if (!setpriv) return { file: binary, args };
  return { file: setpriv, args: ['--pdeathsig', 'TERM', '--', binary, ...args] };
}

function rpcHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function chainIdAt(rpcUrl: string, timeoutMs: number): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await response.json();
  const result = typeof body === 'object' && body !== null && 'result' in body ? body.result : undefined;
  if (typeof result !== 'string') throw new Error(`unexpected eth_chainId answer ${JSON.stringify(body)}`);
  return Number(BigInt(result));
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

type Ending = { code: number | null; signal: NodeJS.Signals | null } | { error: Error };

function describeEnding(ending: Ending): string {
  if ('error' in ending) return `failed to start: ${ending.error.message}`;
  return ending.signal ? `was killed by ${ending.signal}` : `exited with code ${ending.code}`;
}

export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilNode> {
  const { host = '127.0.0.1', chainId = 56, startTimeoutMs = 20_000 } = options;
  const args = anvilArguments(options);
  if (options.stateFile !== undefined) mkdirSync(dirname(options.stateFile), { recursive: true });
  const spawned = command(anvilBinaryPath(), args);
  // A process group of its own: a Ctrl-C in the terminal reaches only the application, which stops
  // anvil in its own order (the exit hooks and --pdeathsig still end it with the application).
  const child = spawn(spawned.file, spawned.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  running.add(child);
  installExitHooks();

  let stdout = '';
  let stderr = '';
  let port: number | undefined;
  let ending: Ending | undefined;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-OUTPUT_TAIL_CHARS);
    const listening = port === undefined ? /Listening on \S*:(\d+)\s/.exec(stdout) : null;
    if (listening) port = Number(listening[1]);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-OUTPUT_TAIL_CHARS);
  });
  const ended = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      ending ??= { error };
      running.delete(child);
      resolve();
    });
    child.once('exit', (code, signal) => {
      ending ??= { code, signal };
      running.delete(child);
      resolve();
    });
  });

  const failure = (reason: string): Error => {
    const output = stderr.trim() || stdout.trim().split('\n').slice(-10).join('\n');
    return new Error(
      `anvil ${reason} (anvil ${args.join(' ')})${output ? `; anvil output:\n${output}` : ''}`,
    );
  };
  const kill = async (): Promise<void> => {
    if (ending === undefined) child.kill('SIGKILL');
    await ended;
  };

  const deadline = Date.now() + startTimeoutMs;
  let lastProblem = 'it did not say where it listens';
  for (;;) {
    if (ending !== undefined) throw failure(describeEnding(ending));
    if (Date.now() > deadline) {
      await kill();
      throw failure(`did not answer eth_chainId within ${startTimeoutMs} ms: ${lastProblem}`);
    }
    if (port !== undefined) {
      const rpcUrl = `http://${rpcHost(host)}:${port}`;
      let answered: number | undefined;
      try {
        answered = await chainIdAt(rpcUrl, Math.max(100, Math.min(2_000, deadline - Date.now())));
      } catch (error) {
        lastProblem = describeError(error);
      }
      if (answered !== undefined && ending === undefined) {
        if (answered === chainId) return runningNode(child, rpcUrl, ended, () => ending !== undefined);
        await kill();
        throw failure(`at ${rpcUrl} answered chain id ${answered}, expected ${chainId}`);
      }
    }
    await delay(50);
  }
}

function runningNode(
  child: ChildProcess,
  rpcUrl: string,
  ended: Promise<void>,
  hasEnded: () => boolean,
): AnvilNode {
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (!hasEnded()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
        await ended;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  return { rpcUrl, pid: child.pid ?? -1, stop };
}

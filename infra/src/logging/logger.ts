// pino logger: human-readable lines in a terminal, one JSON object a line everywhere else; with a log
// file, every line goes to the file and only warnings and errors reach the terminal.
import { type Logger, type LoggerOptions as PinoOptions, pino } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  name?: string;
  /** Defaults to whether stdout is a terminal. */
  pretty?: boolean;
  /** Every line at `level` or above goes to this file (JSON, created with its folder); stdout gets warnings and errors. */
  file?: string;
}

const PRETTY = { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' };

export function createLogger({
  level,
  name,
  pretty = process.stdout.isTTY === true,
  file,
}: LoggerOptions): Logger {
  const options: PinoOptions = {
    level,
    name,
    redact: {
      // Emails too: logs outlive an account's erasure.
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', 'email', '*.email'],
      censor: '[redacted]',
    },
  };
  if (file !== undefined && level !== 'silent') {
    const terminalLevel = pino.levels.values[level]! > pino.levels.values.warn! ? level : 'warn';
    // Synchronous writes: what a multistream still held would be lost when the process exits.
    return pino(
      options,
      pino.multistream([
        { level, stream: pino.destination({ dest: file, mkdir: true, sync: true }) },
        {
          level: terminalLevel,
          stream: pretty ? pinoPretty({ ...PRETTY, sync: true }) : pino.destination({ dest: 1, sync: true }),
        },
      ]),
    );
  }
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: PRETTY } });
  // Asynchronous writes: lines that come while one write is under way go out together in the next,
  // rather than a system call per line (under load that costs more than the line). pino writes what
  // is left when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

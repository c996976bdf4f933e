// pino logger: human-readable lines in a terminal, one JSON object a line everywhere else.
import { type Logger, pino } from 'pino';

export type { Logger } from 'pino';

export interface LoggerOptions {
  level: string;
  name?: string;
  /** Defaults to whether stdout is a terminal. */
  pretty?: boolean;
}

export function createLogger({ level, name, pretty = process.stdout.isTTY === true }: LoggerOptions): Logger {
  const options = {
    level,
    name,
    redact: {
      // Emails too: logs outlive an account's erasure.
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', 'email', '*.email'],
      censor: '[redacted]',
    },
    transport: pretty
      ? {
          target: 'pino-pretty',
          options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
        }
      : undefined,
  };
  // Asynchronous writes: lines that come while one write is under way go out together in the next,
  // rather than a system call per line (under load that costs more than the line). pino writes what
  // is left when the process exits.
  return pretty ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false }));
}

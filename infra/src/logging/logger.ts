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
  return pino({
    level,
    name,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
      censor: '[redacted]',
    },
    transport: pretty
      ? {
          target: 'pino-pretty',
          options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
        }
      : undefined,
  });
}

// Where `npm start` writes its logs (LOG_TO): a file in the data folder unless told otherwise.
import { resolve } from 'node:path';
import type { Config } from '../config/config.js';

/** The log file of `npm start`; undefined: logs go to stdout (LOG_TO=stdout). */
export function startLogFile(config: Pick<Config, 'logTo' | 'dataDir'>): string | undefined {
  if (config.logTo === 'stdout') return undefined;
  if (config.logTo === undefined || config.logTo === 'file')
    return resolve(config.dataDir, 'logs', 'shop.log');
  return resolve(config.logTo);
}

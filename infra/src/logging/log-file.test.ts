import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { startLogFile } from './log-file.js';

it('puts the log of npm start in the data folder unless LOG_TO names another file or stdout', () => {
  expect(startLogFile({ logTo: undefined, dataDir: '/srv/shop' })).toBe('/srv/shop/logs/shop.log');
  expect(startLogFile({ logTo: 'file', dataDir: '.data' })).toBe(resolve('.data/logs/shop.log'));
  expect(startLogFile({ logTo: '/var/log/shop.log', dataDir: '.data' })).toBe('/var/log/shop.log');
  expect(startLogFile({ logTo: 'stdout', dataDir: '.data' })).toBeUndefined();
});

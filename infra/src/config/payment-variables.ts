// The environment variables of payments: watch-only keys, the nodes of each network, the token
// contracts, confirmations and the chain watcher's pace.
import { z } from 'zod';
import { described, emptyAsUndefined, optional, url } from './fields.js';

export const paymentVariables = {
  TRC20_XPUB: described(
    optional(
      z
        .string()
        .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'an extended public key (xpub…) of the TRON account'),
    ),
    "watch-only account-level extended public key (m/44'/195'/0'); each order gets its own address at `0/index`. Required with `TRON_API_URL`: a service given a TRON node without it refuses to start",
    'no TRC20 addresses (TRC20 takes no orders without `TRON_API_URL`)',
  ),
  BEP20_XPUB: described(
    optional(
      z
        .string()
        .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'an extended public key (xpub…) of the BSC account'),
    ),
    "watch-only account-level extended public key (m/44'/60'/0'); each order gets its own address at `0/index`. Required with `BSC_RPC_URL`: a service given a BSC node without it refuses to start",
    "no BEP20 addresses; `npm start`'s embedded dev chain uses the public development keys",
  ),
  BSC_RPC_URL: described(
    optional(url(['http', 'https', 'ws', 'wss'])),
    'JSON-RPC endpoint of a BNB Smart Chain node (`https://…` or `wss://…`)',
    '`npm start` runs the anvil dev chain; the services take no BEP20 payments',
  ),
  BEP20_USDT_CONTRACT: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/, 'a BSC contract address (0x and 40 hex digits)')
        .default('0x55d398326f99059fF775485246999027B3197955'),
    ),
    'the USDT contract whose transfers count (18 decimals)',
  ),
  BSC_CONFIRMATIONS: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of blocks (1-1000)' })
        .int('a number of blocks (1-1000)')
        .min(1, 'a number of blocks (1-1000)')
        .max(1000, 'a number of blocks (1-1000)')
        .default(15),
    ),
    "blocks (the transaction's own included) after which a BEP20 payment is final; a block at or below the node's `finalized` tag counts too",
  ),
  TRON_API_URL: described(
    optional(url(['http', 'https'])),
    "TronGrid or a java-tron HTTP API, e.g. `https://api.trongrid.io` (discovery uses TronGrid's `/v1` API)",
    'TRC20 is shown as unavailable',
  ),
  TRON_API_KEY: described(
    optional(z.string().min(1)),
    'TronGrid API key, sent as `TRON-PRO-API-KEY`',
    'no key',
  ),
  TRC20_USDT_CONTRACT: described(
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a TRON contract address (T and 33 base58 characters)')
        .default('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
    ),
    'the TRC20 USDT contract (6 decimals); a TRON payment is final once solidified',
  ),
  CHAIN_POLL_SECONDS: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of seconds (0.1-600)' })
        .min(0.1, 'a number of seconds (0.1-600)')
        .max(600, 'a number of seconds (0.1-600)')
        .default(5),
    ),
    'how often the chain watcher checks each network',
  ),
  PAYMENT_NOT_FOUND_MINUTES: described(
    z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: 'a number of minutes (1-10080)' })
        .int('a number of minutes (1-10080)')
        .min(1, 'a number of minutes (1-10080)')
        .max(10080, 'a number of minutes (1-10080)')
        .default(60),
    ),
    'how long a submitted hash may stay unknown to the node before the payment is rejected',
  ),
};

// Which key each network uses: the operator's watch-only key, the development keys only on the dev
// chain, and no addresses at all for a network without a node.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createPaymentAddressBook, DEV_EXTENDED_PUBLIC_KEYS } from './payment-addresses.js';
import {
  choosePaymentKeys,
  describePaymentKey,
  paymentKeysOf,
  UnsafePaymentKeyError,
} from './payment-keys.js';

/** Another wallet's watch-only BSC key (from the public `abandon … about` test mnemonic). */
const WALLET_BEP20_XPUB =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';

describe('choosePaymentKeys', () => {
  it("uses the operator's watch-only key for a network with a node, and none for a network without", () => {
    const config = loadConfig({ BSC_RPC_URL: 'https://bsc.example.org', BEP20_XPUB: WALLET_BEP20_XPUB });
    const choices = choosePaymentKeys(config, { devChain: false });
    expect(choices).toEqual([
      { network: 'BEP20', kind: 'watch-only', xpub: WALLET_BEP20_XPUB },
      { network: 'TRC20', kind: 'none' },
    ]);
    expect(choices.map(describePaymentKey)).toEqual([
      'BEP20: watch-only key xpub6…nATt',
      'TRC20: no node configured, so no orders and no addresses',
    ]);
    const book = createPaymentAddressBook(paymentKeysOf(choices));
    expect(book.addressAt('BEP20', 0)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(book.addressAt('BEP20', 0)).not.toBe(
      createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS).addressAt('BEP20', 0),
    );
    expect(() => book.addressAt('TRC20', 0)).toThrow('There is no payment key for TRC20');
  });

  it('uses the development keys for BEP20 only on the embedded dev chain', () => {
    const onDevChain = { ...loadConfig({}) };
    onDevChain.chains = {
      ...onDevChain.chains,
      bsc: { ...onDevChain.chains.bsc, rpcUrl: 'http://127.0.0.1:8545' },
    };
    const [bep20] = choosePaymentKeys(onDevChain, { devChain: true });
    expect(bep20).toEqual({ network: 'BEP20', kind: 'development', xpub: DEV_EXTENDED_PUBLIC_KEYS.BEP20 });
    expect(describePaymentKey(bep20!)).toBe('BEP20: public development keys (dev chain only)');
    // The same node without the dev chain is a real network without its key: refused.
    expect(() => choosePaymentKeys(onDevChain, { devChain: false })).toThrow(UnsafePaymentKeyError);
    expect(() => choosePaymentKeys(onDevChain, { devChain: false })).toThrow(
      'BSC_RPC_URL is set but BEP20_XPUB is not',
    );
  });

  it('says so when the watch-only key given is the public development key', () => {
    const config = loadConfig({
      BSC_RPC_URL: 'http://127.0.0.1:8545',
      BEP20_XPUB: DEV_EXTENDED_PUBLIC_KEYS.BEP20,
    });
    const [bep20] = choosePaymentKeys(config, { devChain: false });
    expect(describePaymentKey(bep20!)).toMatch(
      /^BEP20: watch-only key xpub6…JxqP, which is the public development key/,
    );
  });
});

// Payment addresses, one per order, derived from each network's watch-only extended public key
// (BIP32: account xpub → 0/index). The shop never holds a private key. TRON addresses are the
// same secp256k1 key hash as EVM ones, prefixed 0x41 and written in base58check.
import { computeAddress, encodeBase58, getBytes, HDNodeWallet, sha256 } from 'ethers';

export type PaymentNetwork = 'TRC20' | 'BEP20';

/**
 * Development keys, derived from the well-known test mnemonic `test test … junk` at
 * m/44'/195'/0' (TRON) and m/44'/60'/0' (BSC). Anyone can spend from them: never use in production.
 */
export const DEV_EXTENDED_PUBLIC_KEYS: Readonly<Record<PaymentNetwork, string>> = {
  TRC20:
    'xpub6BuRy7ZmkGfP2RWhoor1kWB1w9DvrtmJbFBvnC1bQ4SB5NbCHTyQYCJSXZtxDbFyHTmC7wkU2he3nYYdpZ3Vf6qUAkXSnL6RPif4BDtDEKr',
  BEP20:
    'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP',
};

export interface PaymentAddressBook {
  addressAt(network: PaymentNetwork, index: number): string;
}

export function tronAddressFromEvm(evmAddress: string): string {
  const payload = new Uint8Array([0x41, ...getBytes(evmAddress)]);
  const checksum = getBytes(sha256(sha256(payload))).slice(0, 4);
  return encodeBase58(new Uint8Array([...payload, ...checksum]));
}

/** A network missing from `extendedKeys` has no addresses: asking for one throws. */
export function createPaymentAddressBook(
  extendedKeys: Readonly<Partial<Record<PaymentNetwork, string>>>,
): PaymentAddressBook {
  const receivingKey = (network: PaymentNetwork) => {
    const key = extendedKeys[network];
    return key === undefined ? undefined : HDNodeWallet.fromExtendedKey(key).deriveChild(0);
  };
  const receiving = { TRC20: receivingKey('TRC20'), BEP20: receivingKey('BEP20') };
  return {
    addressAt(network, index) {
      const key = receiving[network];
      if (!key)
        throw new Error(`There is no payment key for ${network}: this server takes no ${network} orders.`);
      if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31)
        throw new Error(`Bad address index ${index}`);
      const evm = computeAddress(key.deriveChild(index).publicKey);
      return network === 'TRC20' ? tronAddressFromEvm(evm) : evm;
    },
  };
}

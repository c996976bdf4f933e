// TRON address spellings: turns the 20-byte hex hashes a node reports into the base58check `T…`
// form payments use, and tells a real base58check address from anything else.
import { TronWeb } from 'tronweb';

const EVM_ADDRESS_HEX = /^[0-9a-f]{40}$/;
const BASE58_TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/**
 * The `T…` address of a 20-byte hash as TVM logs spell it (no `41` prefix), or undefined when
 * the text is not exactly 40 hex characters (tronweb's `fromHex` would pass such text through).
 */
export function tronAddressFromEvmHex(hex: string): string | undefined {
  const lower = hex.toLowerCase();
  if (!EVM_ADDRESS_HEX.test(lower)) return undefined;
  return TronWeb.address.fromHex(`41${lower}`);
}

/** A mainnet-style base58check address (`T…`, 34 characters, valid checksum). */
export function isTronAddress(address: string): boolean {
  return BASE58_TRON_ADDRESS.test(address) && TronWeb.isAddress(address);
}

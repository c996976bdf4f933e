import { HDNodeWallet, Mnemonic } from 'ethers';
import { expect, it } from 'vitest';
import {
  createPaymentAddressBook,
  DEV_EXTENDED_PUBLIC_KEYS,
  tronAddressFromEvm,
} from './payment-addresses.js';

const mnemonic = Mnemonic.fromPhrase('test test test test test test test test test test test junk');

it('derives from the watch-only key the same addresses as the full wallet, m/44/coin/0/0/index', () => {
  const book = createPaymentAddressBook(DEV_EXTENDED_PUBLIC_KEYS);
  const bsc = HDNodeWallet.fromMnemonic(mnemonic, "m/44'/60'/0'/0/3");
  expect(book.addressAt('BEP20', 3)).toBe(bsc.address);
  // Hardhat's and anvil's well-known first account.
  expect(book.addressAt('BEP20', 0)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  const tron = HDNodeWallet.fromMnemonic(mnemonic, "m/44'/195'/0'/0/3");
  expect(book.addressAt('TRC20', 3)).toBe(tronAddressFromEvm(tron.address));
  expect(book.addressAt('TRC20', 3)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  expect(new Set([0, 1, 2, 3].map((i) => book.addressAt('TRC20', i))).size).toBe(4);
});

it('writes TRON addresses in base58check with the 0x41 prefix', () => {
  // The official USDT contract, given both ways in TRON's documentation.
  expect(tronAddressFromEvm('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  );
});

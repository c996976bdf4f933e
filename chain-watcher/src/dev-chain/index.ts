// The local BSC stand-in for development and tests: anvil, the test USDT and the dev chain with its payer.
export {
  type AnvilNode,
  type AnvilOptions,
  anvilArguments,
  anvilBinaryPath,
  startAnvil,
} from './anvil.js';
export {
  type DevChain,
  type DevChainLogger,
  type DevChainOptions,
  type DevPayer,
  readDevChainFile,
  startDevChain,
} from './dev-chain.js';
export { type DevChainFacts, devChainFilePath } from './dev-chain-file.js';
export { DevPayRefusal } from './dev-pay-refusal.js';
export { type DevPayToken, readDevPayToken, writeDevPayToken } from './dev-pay-token.js';
export { connectToLocalChain, deployLocalTestUsdt, payOnLocalChain } from './local-chain-pay.js';
export {
  createLocalProvider,
  DEV_CHAIN_ID,
  increaseTime,
  mineBlocks,
  setNativeBalance,
  setNextBlockTimestamp,
} from './local-provider.js';
export {
  deployTestUsdt,
  mintTestUsdt,
  sendTokenTransfer,
  TEST_USDT_ABI,
  TEST_USDT_BYTECODE,
  type TokenTransferOptions,
  testUsdtInterface,
  tokenBalance,
  transferTestUsdt,
} from './test-usdt.js';

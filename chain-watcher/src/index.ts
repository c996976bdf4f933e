// The chain watcher verifies USDT payments on TRC20 (tronweb) and BEP20 (ethers) and appends the
// outcomes. Its verification arrives with the chain-watcher issue; this workspace holds its place
// in the build so the import rules of ARCHITECTURE.md hold from the start.
export {};

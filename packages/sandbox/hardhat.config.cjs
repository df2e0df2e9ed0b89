// The local chain of embedded mode and tests (`hardhat node`, chain id 31337). Nothing is compiled by
// Hardhat: the contracts are compiled by packages/contracts with solc-js.
//
// Mining is set by startLocalChain through the environment of the child process:
// FANFARE_CHAIN_BLOCK_MS = 0 (default) mines every transaction at once in its own block (automine;
// transactions with a future nonce are refused); > 0 mines a block every that many milliseconds holding
// everything pending (what a real chain does; many mints per block, queued nonces accepted).
const blockMs = Number(process.env.FANFARE_CHAIN_BLOCK_MS || 0);
const blockGasLimit = Number(process.env.FANFARE_CHAIN_BLOCK_GAS_LIMIT || 60_000_000);

module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      hardfork: "cancun",
      blockGasLimit,
      mining: blockMs > 0 ? { auto: false, interval: blockMs } : { auto: true, interval: 0 },
    },
  },
};

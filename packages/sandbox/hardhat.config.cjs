// The local chain of embedded mode and tests (`hardhat node`, chain id 31337). Nothing is compiled by
// Hardhat: the contracts are compiled by packages/contracts with solc-js.
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      hardfork: "cancun",
      mining: { auto: true, interval: 0 },
    },
  },
};

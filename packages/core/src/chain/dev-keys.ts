import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";

/** Hardhat's public development mnemonic: its accounts are funded on every local chain, and known to all. */
const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";

let devAddresses: Set<string> | null = null;

/**
 * Is this one of Hardhat's well-known development keys (the first 20 accounts of its public mnemonic)?
 * Anyone can sign with them: such a key is the relayer of the local chain only, never of a real one.
 */
export function isWellKnownDevKey(privateKey: `0x${string}`): boolean {
  devAddresses ??= new Set(
    Array.from({ length: 20 }, (_, addressIndex) =>
      mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex }).address.toLowerCase(),
    ),
  );
  return devAddresses.has(privateKeyToAccount(privateKey).address.toLowerCase());
}

/** Hardhat's account #0: the relayer of embedded mode (`npm start`) when MINTER_PRIVATE_KEY is unset. */
export const EMBEDDED_MINTER_KEY: `0x${string}` = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/** Hardhat's account #1: pays web wallets' gas in embedded mode when GAS_FUNDER_PRIVATE_KEY is unset. */
export const EMBEDDED_GAS_FUNDER_KEY: `0x${string}` =
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort, LOCAL_ACCOUNTS, type LocalChain, startLocalChain } from "@fanfare/sandbox";
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  keccak256,
  type PublicClient,
  toHex,
  zeroAddress,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployCollection, fanfareCollectionAbi } from "./index";

const [adminKey, minterKey, fanKey] = LOCAL_ACCOUNTS;
const admin = privateKeyToAccount(adminKey);
const minter = privateKeyToAccount(minterKey);
const fan = privateKeyToAccount(fanKey);

let chain: LocalChain;
let client: PublicClient;
let address: `0x${string}`;
const local = (url: string) =>
  defineChain({
    id: 31337,
    name: "Hardhat",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
const walletOf = (account: typeof admin) =>
  createWalletClient({ account, chain: local(chain.url), transport: http(chain.url) });

/** The custom error name a reverted call carries (viem decodes it from the ABI, over HTTP). */
async function revertName(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
  } catch (error) {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName;
    }
    throw error;
  }
  return undefined;
}

beforeAll(async () => {
  chain = await startLocalChain({ port: await freePort() });
  client = createPublicClient({ chain: local(chain.url), transport: http(chain.url) });
  address = await deployCollection(walletOf(admin), client, {
    name: "Fanfare Demo",
    symbol: "FAN",
    baseUri: "http://localhost:3000/api/v1/metadata/31337/demo/",
    admin: admin.address,
    minter: minter.address,
    royaltyReceiver: admin.address,
    royaltyBasisPoints: 500,
  });
}, 60_000);
afterAll(async () => {
  await chain?.stop();
});

describe("FanfareCollection", () => {
  it("the committed ABI and bytecode are what the sources compile to", () => {
    const script = fileURLToPath(new URL("../scripts/compile.mjs", import.meta.url));
    expect(() => execFileSync(process.execPath, [script, "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("mints to a fan with the minter role; the token URI points at the platform", async () => {
    const hash = await walletOf(minter).writeContract({
      address,
      abi: fanfareCollectionAbi,
      functionName: "mint",
      args: [fan.address, 1n],
    });
    await client.waitForTransactionReceipt({ hash });
    const read = { address, abi: fanfareCollectionAbi } as const;
    expect(await client.readContract({ ...read, functionName: "ownerOf", args: [1n] })).toBe(fan.address);
    expect(await client.readContract({ ...read, functionName: "exists", args: [1n] })).toBe(true);
    expect(await client.readContract({ ...read, functionName: "exists", args: [2n] })).toBe(false);
    expect(await client.readContract({ ...read, functionName: "tokenURI", args: [1n] })).toBe(
      "http://localhost:3000/api/v1/metadata/31337/demo/1",
    );
  });

  it("refuses a second mint of the same token id (exactly once)", async () => {
    const name = await revertName(
      client.simulateContract({
        account: minter,
        address,
        abi: fanfareCollectionAbi,
        functionName: "mint",
        args: [fan.address, 1n],
      }),
    );
    expect(name).toBe("ERC721InvalidSender");
  });

  it("refuses anyone without the minter role", async () => {
    const name = await revertName(
      client.simulateContract({
        account: fan,
        address,
        abi: fanfareCollectionAbi,
        functionName: "mint",
        args: [fan.address, 7n],
      }),
    );
    expect(name).toBe("AccessControlUnauthorizedAccount");
  });

  it("refuses minting to the zero address", async () => {
    const name = await revertName(
      client.simulateContract({
        account: minter,
        address,
        abi: fanfareCollectionAbi,
        functionName: "mint",
        args: [zeroAddress, 8n],
      }),
    );
    expect(name).toBe("ERC721InvalidReceiver");
  });

  it("lets only the admin move the metadata endpoint", async () => {
    const read = { address, abi: fanfareCollectionAbi } as const;
    expect(
      await revertName(
        client.simulateContract({ ...read, account: minter, functionName: "setBaseURI", args: ["https://x/"] }),
      ),
    ).toBe("AccessControlUnauthorizedAccount");
    const hash = await walletOf(admin).writeContract({
      ...read,
      functionName: "setBaseURI",
      args: ["https://fans.example/m/"],
    });
    await client.waitForTransactionReceipt({ hash });
    expect(await client.readContract({ ...read, functionName: "tokenURI", args: [1n] })).toBe(
      "https://fans.example/m/1",
    );
  });

  it("reports roles, royalties (ERC-2981) and the interfaces it supports", async () => {
    const read = { address, abi: fanfareCollectionAbi } as const;
    const minterRole = keccak256(toHex("MINTER_ROLE"));
    expect(await client.readContract({ ...read, functionName: "MINTER_ROLE" })).toBe(minterRole);
    expect(await client.readContract({ ...read, functionName: "hasRole", args: [minterRole, minter.address] })).toBe(
      true,
    );
    expect(await client.readContract({ ...read, functionName: "royaltyInfo", args: [1n, 10_000n] })).toEqual([
      admin.address,
      500n,
    ]);
    for (const id of ["0x80ac58cd", "0x2a55205a", "0x7965db0b"] as const) {
      expect(await client.readContract({ ...read, functionName: "supportsInterface", args: [id] })).toBe(true);
    }
  });
});

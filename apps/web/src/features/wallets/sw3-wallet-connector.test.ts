import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConfig, createStorage, http } from "wagmi";
import { connect, disconnect, reconnect, signMessage, switchChain } from "wagmi/actions";
import { hardhat, polygon } from "wagmi/chains";
import { jsonResponse } from "@/test/render";
import { SW3_WALLET_ID, sw3Wallet } from "./sw3-wallet-connector";
import { walletProblemOf } from "./wallet-errors";
import { forgetWebWalletSession } from "./web-wallet-session";

const ADDRESS = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const fetchMock = vi.fn<typeof fetch>();

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function makeConfig(storage = memoryStorage()) {
  return createConfig({
    chains: [hardhat, polygon],
    connectors: [sw3Wallet({ defaultChainId: hardhat.id })],
    transports: { [hardhat.id]: http(), [polygon.id]: http() },
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
  });
}

function webWalletOf(config: ReturnType<typeof makeConfig>) {
  const connector = config.connectors.find((candidate) => candidate.id === SW3_WALLET_ID);
  if (!connector) throw new Error("no Sw3Wallet connector");
  return connector;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input) === "/api/v1/me/web-wallet"
      ? jsonResponse(200, { address: ADDRESS.toLowerCase(), token: "t1", expiresAt: "2999-01-01T00:00:00.000Z" })
      : jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  forgetWebWalletSession();
});

describe("the Sw3Wallet connector", () => {
  it("connects to the fan's web wallet from the API: checksummed address, the default chain", async () => {
    const config = makeConfig();
    const result = await connect(config, { connector: webWalletOf(config) });
    expect(result).toEqual({ accounts: [ADDRESS], chainId: hardhat.id });
    expect(config.state.status).toBe("connected");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/me/web-wallet");
    expect(init?.method).toBe("POST");
    const provider = await webWalletOf(config).getProvider();
    expect(await provider.request({ method: "eth_accounts" })).toEqual([ADDRESS]);
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69");
  });

  it("signs nothing in the browser: personal_sign and sending are refused with a clear error", async () => {
    const config = makeConfig();
    await connect(config, { connector: webWalletOf(config) });
    const refusal = await signMessage(config, { message: "hello" }).catch((error: unknown) => error);
    expect(walletProblemOf(refusal)).toBe("webWalletSignsNothing");
    const provider = await webWalletOf(config).getProvider();
    await expect(provider.request({ method: "eth_sendTransaction", params: [] })).rejects.toThrow(
      /does not sign in the browser/,
    );
  });

  it("switches among the configured chains and refuses any other", async () => {
    const config = makeConfig();
    await connect(config, { connector: webWalletOf(config) });
    await switchChain(config, { chainId: polygon.id });
    expect(config.state.connections.get(config.state.current ?? "")?.chainId).toBe(polygon.id);
    const refusal = await switchChain(config, { chainId: 56 as 137 }).catch((error: unknown) => error);
    expect(walletProblemOf(refusal)).toBe("chainNotConfigured");
    const provider = await webWalletOf(config).getProvider();
    await expect(
      provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x38" }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it("reconnects on start only when this browser chose it before, and not after a disconnect", async () => {
    const storage = memoryStorage();
    const first = makeConfig(storage);
    expect(await webWalletOf(first).isAuthorized()).toBe(false);
    await connect(first, { connector: webWalletOf(first) });
    forgetWebWalletSession();

    const again = makeConfig(storage);
    const connections = await reconnect(again);
    expect(connections.map((c) => [c.connector.id, c.accounts])).toEqual([[SW3_WALLET_ID, [ADDRESS]]]);
    expect(again.state.status).toBe("connected");

    await disconnect(again);
    expect(await webWalletOf(makeConfig(storage)).isAuthorized()).toBe(false);
  });

  it("is not authorised when the API no longer opens the wallet (signed out)", async () => {
    const storage = memoryStorage();
    const config = makeConfig(storage);
    await connect(config, { connector: webWalletOf(config) });
    forgetWebWalletSession();
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { code: "auth-E1003", category: "UNAUTHORIZED", message: "" }),
    );
    expect(await webWalletOf(makeConfig(storage)).isAuthorized()).toBe(false);
  });
});

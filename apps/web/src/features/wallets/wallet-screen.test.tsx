import type { FanNftView } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { verifyMessage } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { apiRoutes, clearCookies, fakeMetaMask, renderWithWallets, TEST_ADDRESS } from "@/test/wallets";
import { WalletScreen } from "./wallet-screen";
import { forgetWebWalletSession } from "./web-wallet-session";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/wallet",
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const WEB_WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const LINKED = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const SIWE = `localhost wants you to sign in with your Ethereum account:\n${TEST_ADDRESS}\n\nLink this wallet to your Fanfare account.\n\nURI: http://localhost\nVersion: 1\nChain ID: 31337\nNonce: 0123456789abcdef\nIssued At: 2030-01-01T00:00:00.000Z`;

const nft = (overrides: Partial<FanNftView>): FanNftView => ({
  claimId: "k1",
  campaignId: "c1",
  projectId: "p1",
  nftId: "n1",
  name: { ja: "限定NFT", en: "Tour card" },
  imageUrl: "/demo/nft.png",
  chainId: 31337,
  contractAddress: "0x1111111111111111111111111111111111111111",
  tokenId: "7",
  owner: WEB_WALLET,
  status: "MINTED",
  txHash: "0xaaaa",
  explorerUrl: null,
  ...overrides,
});

let linked: { address: string; connector: "MetaMask"; chainId: number; linkedAt: string }[] = [];
let api: ReturnType<typeof apiRoutes>;
let tokens = 0;
let acceptedToken = "t1";

beforeEach(() => {
  linked = [{ address: LINKED, connector: "MetaMask", chainId: 137, linkedAt: "2030-01-01T00:00:00.000Z" }];
  tokens = 0;
  acceptedToken = "t1";
  const inWallet = nft({ claimId: "k1" });
  api = apiRoutes({
    "GET /api/v1/me": () => jsonResponse(200, { email: "fan@example.com" }),
    "POST /api/v1/me/web-wallet": () => {
      tokens += 1;
      return jsonResponse(200, { address: WEB_WALLET, token: `t${tokens}`, expiresAt: "2999-01-01T00:00:00.000Z" });
    },
    "GET /api/v1/web-wallet": (init) =>
      tokenOf(init) === acceptedToken
        ? jsonResponse(200, { address: WEB_WALLET, nfts: [inWallet] })
        : jsonResponse(403, { code: "wallet-E2007", category: "BAD_REQUEST", message: "" }),
    "GET /api/v1/me/social-accounts": () =>
      jsonResponse(200, {
        providers: [
          {
            provider: "SPOTIFY",
            account: {
              provider: "SPOTIFY",
              displayName: "Aiko Sandbox",
              status: "ACTIVE",
              connectedAt: "2030-01-01T00:00:00.000Z",
            },
          },
          { provider: "TIKTOK", account: null },
        ],
      }),
    "GET /api/v1/me/wallets": () => jsonResponse(200, { webWallet: { address: WEB_WALLET }, linked }),
    "GET /api/v1/me/nfts": () =>
      jsonResponse(200, {
        nfts: [
          inWallet,
          nft({ claimId: "k2", nftId: "n2", status: "SUBMITTED", tokenId: null, name: { ja: "二枚目", en: "Second" } }),
          nft({ claimId: "k3", nftId: "n3", status: "FAILED", tokenId: null, name: { ja: "三枚目", en: "Third" } }),
        ],
      }),
    [`DELETE /api/v1/me/wallets/${LINKED}`]: () => {
      linked = [];
      return new Response(null, { status: 204 });
    },
    "POST /api/v1/web-wallet/transfers": (init) =>
      tokenOf(init) === acceptedToken
        ? jsonResponse(200, { txHash: "0xfeed" })
        : jsonResponse(403, { code: "wallet-E2007", category: "BAD_REQUEST", message: "" }),
    "POST /api/v1/me/wallets/siwe-message": () =>
      jsonResponse(200, { message: SIWE, nonce: "0123456789abcdef", expiresAt: "2030-01-01T00:10:00.000Z" }),
    "POST /api/v1/me/wallets": async (init) => {
      const body = JSON.parse(String(init?.body)) as { message: string; signature: `0x${string}` };
      // What the API does: the signature must come from the address in the message.
      const isValid = await verifyMessage({ address: TEST_ADDRESS, message: body.message, signature: body.signature });
      if (!isValid) return jsonResponse(400, { code: "wallet-E2001", category: "BAD_REQUEST", message: "" });
      const wallet = {
        address: TEST_ADDRESS,
        connector: "MetaMask" as const,
        chainId: 31337,
        linkedAt: "2030-01-01T00:00:00.000Z",
      };
      linked = [...linked, wallet];
      return jsonResponse(200, wallet);
    },
  });
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, "ethereum");
  forgetWebWalletSession();
  clearCookies();
});

const tokenOf = (init: RequestInit | undefined) => new Headers(init?.headers).get("x-web-wallet-token");
const section = (name: string) => screen.getByRole("heading", { name }).closest("section") as HTMLElement;

describe("WalletScreen", () => {
  it("opens the web wallet on the first visit and shows its address with a copy button", async () => {
    renderWithWallets(<WalletScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "My wallet" })).toBeTruthy();
    expect((await screen.findByTestId("web-wallet-address")).textContent).toContain(WEB_WALLET);
    expect(within(section("Web wallet")).getByRole("button", { name: "Copy the address" })).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST" && call.path === "/api/v1/me/web-wallet")).toBe(true);
  });

  it("lists the fan's NFTs with their mint status and a link to each NFT page", async () => {
    renderWithWallets(<WalletScreen />);
    const nfts = await waitFor(() => {
      const list = section("My NFTs");
      expect(within(list).getByText("Tour card")).toBeTruthy();
      return list;
    });
    expect(within(nfts).getByText("Minted")).toBeTruthy();
    expect(within(nfts).getByText("Minting…")).toBeTruthy();
    expect(within(nfts).getByText("Minting failed")).toBeTruthy();
    expect(within(nfts).getByRole("link", { name: "Second" }).getAttribute("href")).toBe("/projects/p1/c1/nfts/n2");
  });

  it("ends with the connected music and social accounts", async () => {
    renderWithWallets(<WalletScreen />);
    await screen.findByText("Signed in as Aiko Sandbox");
    const accounts = section("Connected accounts");
    expect(accounts.id).toBe("connected-accounts");
    expect(within(accounts).getByRole("button", { name: "Disconnect Spotify" })).toBeTruthy();
    expect(within(accounts).getByText("Not connected")).toBeTruthy();
  });

  it("unlinks a linked wallet", async () => {
    renderWithWallets(<WalletScreen />);
    fireEvent.click(await screen.findByRole("button", { name: `Unlink ${LINKED}` }));
    expect(await screen.findByText("The wallet is no longer linked.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/No wallet linked yet/)).toBeTruthy());
    const call = api.calls.find((entry) => entry.method === "DELETE");
    expect(call?.headers["X-Fanfare-Csrf"]).toBe("1");
  });

  it("sends an NFT from the web wallet to a linked wallet with the web-wallet token, renewing a stale one", async () => {
    renderWithWallets(<WalletScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Send to my wallet" }));
    expect((screen.getByLabelText("Send to") as HTMLSelectElement).value).toBe(LINKED);
    acceptedToken = "t2"; // the first token has expired on the server meanwhile
    fireEvent.click(screen.getByRole("button", { name: "Send the NFT" }));
    expect(await screen.findByText("Sent. Transaction 0xfeed")).toBeTruthy();
    const transfers = api.calls.filter((call) => call.path === "/api/v1/web-wallet/transfers");
    expect(transfers.map((call) => call.headers["x-web-wallet-token"])).toEqual(["t1", "t2"]);
    expect(transfers[1]?.body).toEqual({
      chainId: 31337,
      contractAddress: "0x1111111111111111111111111111111111111111",
      tokenId: "7",
      to: LINKED,
    });
  });

  it("connects MetaMask, signs the SIWE message the API wrote, and shows the wallet as linked", async () => {
    Reflect.set(window, "ethereum", fakeMetaMask());
    renderWithWallets(<WalletScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect a wallet" }));
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    const dialog = await screen.findByRole("dialog", { name: "Wallet connection" });
    expect(dialog.getAttribute("data-modal-kind")).toBe("WalletConnection");
    expect(within(dialog).getByTestId("connected-address").textContent).toBe(TEST_ADDRESS);
    expect(within(dialog).getByText("Hardhat", { selector: "dd" })).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Link this wallet to my account" }));
    expect(await within(dialog).findByText("Linked to your account")).toBeTruthy();
    expect(api.calls.find((call) => call.path === "/api/v1/me/wallets/siwe-message")?.body).toEqual({
      address: TEST_ADDRESS,
      chainId: 31337,
      connector: "MetaMask",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(within(section("Linked wallets")).getByText(TEST_ADDRESS)).toBeTruthy();
  });

  it("says so when the fan declines to sign, and translates the API's refusals", async () => {
    const metaMask = fakeMetaMask();
    metaMask.refuse.add("personal_sign");
    Reflect.set(window, "ethereum", metaMask);
    renderWithWallets(<WalletScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect a wallet" }));
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    const dialog = await screen.findByRole("dialog", { name: "Wallet connection" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Link this wallet to my account" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "You declined the request in your wallet. Nothing was changed.",
    );
    metaMask.refuse.clear();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === "/api/v1/me/wallets/siwe-message"
        ? jsonResponse(409, { code: "wallet-E2003", category: "BAD_REQUEST", message: "" })
        : api.fetch(input, init),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Link this wallet to my account" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toBe("This wallet is linked to another account."),
    );
  });

  it("tells the fan when the wallet is on a chain the platform does not support, and switches", async () => {
    Reflect.set(window, "ethereum", fakeMetaMask(56));
    renderWithWallets(<WalletScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect a wallet" }));
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    const dialog = await screen.findByRole("dialog", { name: "Wallet connection" });
    expect(within(dialog).getByText("Unsupported network (chain ID 56)", { selector: "dd" })).toBeTruthy();
    expect(within(dialog).getByRole("alert").textContent).toMatch(/network Fanfare does not support/);
    expect(
      (within(dialog).getByRole("button", { name: "Link this wallet to my account" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Switch network"), { target: { value: "137" } });
    await waitFor(() => expect(within(dialog).getByText("Polygon", { selector: "dd" })).toBeTruthy());
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("disconnects", async () => {
    Reflect.set(window, "ethereum", fakeMetaMask());
    renderWithWallets(<WalletScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect a wallet" }));
    fireEvent.click(screen.getByRole("button", { name: /MetaMask/ }));
    const dialog = await screen.findByRole("dialog", { name: "Wallet connection" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(section("Browser wallet")).getByText("Not connected")).toBeTruthy();
  });
});

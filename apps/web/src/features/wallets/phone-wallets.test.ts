import { describe, expect, it } from "vitest";
import { isPhone, metaMaskAppLink } from "./phone-wallets";

const media = (coarse: boolean) => ({
  matchMedia: (query: string) => ({ matches: coarse && query === "(pointer: coarse)" }) as MediaQueryList,
});

describe("phone wallets", () => {
  it("tells a touch screen from a mouse, and says no when it cannot tell", () => {
    expect(isPhone(media(true))).toBe(true);
    expect(isPhone(media(false))).toBe(false);
    expect(isPhone(undefined)).toBe(false);
    expect(isPhone({} as Pick<Window, "matchMedia">)).toBe(false);
  });

  it("opens the same page, query included, in the MetaMask app", () => {
    expect(metaMaskAppLink("https://fanfare.example/ja/projects/p/c/wallet-address?x=1#top")).toBe(
      "https://metamask.app.link/dapp/fanfare.example/ja/projects/p/c/wallet-address?x=1",
    );
    expect(metaMaskAppLink("http://localhost:3000/ja/wallet")).toBe(
      "https://metamask.app.link/dapp/localhost:3000/ja/wallet",
    );
    expect(metaMaskAppLink("javascript:alert(1)")).toBeNull();
    expect(metaMaskAppLink("not a url")).toBeNull();
  });
});

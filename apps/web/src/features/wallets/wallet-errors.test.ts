import { ProviderRpcError, SwitchChainError, UnsupportedProviderMethodError, UserRejectedRequestError } from "viem";
import { describe, expect, it } from "vitest";
import { ChainNotConfiguredError, ConnectorNotFoundError, ProviderNotFoundError } from "wagmi";
import { ApiError } from "@/lib/api";
import { WebWalletSignsNothingError } from "./sw3-wallet-connector";
import { walletProblemOf } from "./wallet-errors";

describe("walletProblemOf", () => {
  it("finds a refusal however deep the wallet's error is wrapped", () => {
    expect(walletProblemOf(new UserRejectedRequestError(new Error("no")))).toBe("userRejected");
    // A raw EIP-1193 error as a wallet throws it, inside viem's wrapper.
    const raw = Object.assign(new Error("User denied message signature."), { code: 4001 });
    expect(walletProblemOf(new ProviderRpcError(raw, { code: 4001, shortMessage: "x" }))).toBe("userRejected");
    expect(walletProblemOf({ cause: { cause: raw } })).toBe("userRejected");
  });

  it("tells a missing extension, an unconfigured chain and a failed switch apart", () => {
    expect(walletProblemOf(new ProviderNotFoundError())).toBe("providerNotFound");
    expect(walletProblemOf(new ChainNotConfiguredError())).toBe("chainNotConfigured");
    // The specific reason inside a SwitchChainError wins over the generic wrapper.
    expect(walletProblemOf(new SwitchChainError(new ChainNotConfiguredError()))).toBe("chainNotConfigured");
    expect(walletProblemOf(new SwitchChainError(new Error("wallet said no")))).toBe("switchFailed");
    expect(walletProblemOf(Object.assign(new Error("pending"), { code: -32002 }))).toBe("requestPending");
  });

  it("recognises the web wallet's refusal to sign, API refusals, and the rest", () => {
    const refusal = new UnsupportedProviderMethodError(new WebWalletSignsNothingError("personal_sign"));
    expect(walletProblemOf(refusal)).toBe("webWalletSignsNothing");
    expect(walletProblemOf(new ApiError("wallet-E2003", "BAD_REQUEST", 409))).toBe("api");
    expect(walletProblemOf(new ConnectorNotFoundError())).toBe("unknown");
    expect(walletProblemOf("nonsense")).toBe("unknown");
    expect(walletProblemOf(null)).toBe("unknown");
  });
});

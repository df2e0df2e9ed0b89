import { ApiError } from "@/lib/api";

/** What went wrong with a wallet, as far as the fan needs to know. */
export type WalletProblem =
  | "userRejected"
  | "providerNotFound"
  | "chainNotConfigured"
  | "switchFailed"
  | "requestPending"
  | "webWalletSignsNothing"
  | "api"
  | "unknown";

const USER_REJECTED = 4001;
const REQUEST_PENDING = -32002;
const SWITCH_FAILED = 4902;

function field(value: object, name: string): unknown {
  return Reflect.get(value, name);
}

/**
 * Classifies an error from wagmi, viem, a wallet or our API. Wallet errors arrive wrapped (viem's
 * BaseError keeps the original as `cause`, wagmi wraps viem's), so the whole chain is searched; the
 * most specific reason wins over a generic wrapper such as SwitchChainError.
 */
export function walletProblemOf(error: unknown): WalletProblem {
  let found: WalletProblem | null = null;
  let current: unknown = error;
  for (let depth = 0; depth < 12 && current && typeof current === "object"; depth += 1) {
    if (current instanceof ApiError) return "api";
    const name = field(current, "name");
    const code = field(current, "code");
    if (name === "WebWalletSignsNothingError") return "webWalletSignsNothing";
    if (name === "ProviderNotFoundError") return "providerNotFound";
    if (name === "ChainNotConfiguredError") return "chainNotConfigured";
    if (name === "UserRejectedRequestError" || code === USER_REJECTED) return "userRejected";
    if (code === REQUEST_PENDING) return "requestPending";
    if (name === "SwitchChainError" || code === SWITCH_FAILED) found ??= "switchFailed";
    current = field(current, "cause");
  }
  return found ?? "unknown";
}

/** wagmi refusing to connect a connector that is connected already: for the fan, that is connected. */
export function isAlreadyConnected(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 12 && current && typeof current === "object"; depth += 1) {
    if (field(current, "name") === "ConnectorAlreadyConnectedError") return true;
    current = field(current, "cause");
  }
  return false;
}

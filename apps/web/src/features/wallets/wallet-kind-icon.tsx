import { BrowserExtensionWalletIcon } from "@/ui/icons/browser-extension-wallet-icon";
import { ConnectionProtocolWalletIcon } from "@/ui/icons/connection-protocol-wallet-icon";
import type { IconProps } from "@/ui/icons/icon";
import { WebWalletIcon } from "@/ui/icons/web-wallet-icon";
import type { WalletKind } from "./wallet-kinds";

/** The design system's icon of each wallet kind: web wallet, browser extension, connection protocol. */
export function WalletKindIcon({ kind, ...props }: IconProps & { kind: WalletKind }) {
  if (kind === "Sw3Wallet") return <WebWalletIcon {...props} />;
  if (kind === "MetaMask") return <BrowserExtensionWalletIcon {...props} />;
  return <ConnectionProtocolWalletIcon {...props} />;
}

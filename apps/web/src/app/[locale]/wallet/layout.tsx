import type { ReactNode } from "react";
import { RouteMessagesLayout } from "@/i18n/route-messages-provider";

/** The wallet pages' messages (ADR 0018). wagmi is the wallet page's own (page.tsx), not this layout's. */
export default function WalletLayout({ children }: { children: ReactNode }) {
  return <RouteMessagesLayout>{children}</RouteMessagesLayout>;
}

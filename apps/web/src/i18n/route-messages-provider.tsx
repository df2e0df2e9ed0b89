import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";

/**
 * The layout of a route subtree whose pages use route-scoped namespaces (route-messages.ts): a nested
 * provider without `messages` inherits every message, so the subtree's client components find theirs.
 */
export function RouteMessagesLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}

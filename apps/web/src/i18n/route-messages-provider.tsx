import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { SubtreeTexts } from "@/features/shell/subtree-texts";
import { fanMessages } from "./route-messages";

/**
 * The layout of a fan route subtree whose pages use route-scoped namespaces (route-messages.ts): a nested
 * provider with every message but the console's, so the subtree's client components find theirs. (A
 * nested provider replaces its parent's messages, it does not add to them: the shell's are in it again.)
 * `SubtreeTexts` lends the subtree's translator to the global error handler, whose toasts need the error
 * codes only the subtree's messages hold.
 */
export async function RouteMessagesLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={fanMessages(await getMessages())}>
      <SubtreeTexts />
      {children}
    </NextIntlClientProvider>
  );
}

/** The operator console's layout: a nested provider that inherits every message, its `console` namespace included. */
export function ConsoleMessagesLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <SubtreeTexts />
      {children}
    </NextIntlClientProvider>
  );
}

import "@/features/console/console.css";
import { toLocale } from "@fanfare/protocol";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { gateConsole } from "@/features/console/console-gate";
import { ConsoleShell } from "@/features/console/shell/console-shell";
import { ConsoleMessagesLayout } from "@/i18n/route-messages-provider";

// A tool for a company's operators, nothing for a search engine.
export const metadata: Metadata = { robots: { index: false, follow: false } };

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The operator console's frame (its own route group: its styles, scripts and `console` messages load
 * under /console only). Who may see it is decided here on the server, before anything is rendered:
 * signed out → the sign-in page, an account that operates nothing → not found (console-gate.ts).
 */
export default async function ConsoleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  const fetchedAt = Date.now();
  const operator = await gateConsole(await cookies(), toLocale(locale));
  return (
    <ConsoleMessagesLayout>
      <ConsoleShell initialOperator={operator} fetchedAt={fetchedAt}>
        {children}
      </ConsoleShell>
    </ConsoleMessagesLayout>
  );
}

import type { ReactNode } from "react";
import { RouteMessagesLayout } from "@/i18n/route-messages-provider";

/** Brings back the route-scoped message namespaces the root layout leaves out (i18n/route-messages.ts). */
export default function Layout({ children }: { children: ReactNode }) {
  return <RouteMessagesLayout>{children}</RouteMessagesLayout>;
}

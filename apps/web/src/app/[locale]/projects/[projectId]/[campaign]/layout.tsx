import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { SessionHintProvider } from "@/features/campaigns/session-hint";
import { mayHaveSession } from "@/lib/session-hint";

/**
 * Tells the campaign's pages whether the request carried a session cookie (httpOnly, so only the server
 * sees it): a campaign read without an access cookie then asks whether the session can be refreshed
 * before treating the reader as a visitor (features/campaigns/use-viewer.ts).
 */
export default async function CampaignLayout({ children }: { children: ReactNode }) {
  return <SessionHintProvider mayBeSignedIn={mayHaveSession(await cookies())}>{children}</SessionHintProvider>;
}

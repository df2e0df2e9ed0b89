// Server-only: reads a project's channels while their page renders (lib/server-api.ts), so the first
// HTML lists them instead of "loading…".

import { API_ROUTES, type ChannelSummary } from "@fanfare/protocol";
import { type CookieReader, type ServerApiOptions, serverApiGet } from "@/lib/server-api";
import { ACCESS_COOKIE, mayHaveSession } from "@/lib/session-hint";

const { listChannels } = API_ROUTES;

export type ChannelsInitialData = {
  /** The channels, when they are what this visitor's browser would read too (below); else null. */
  channels: { channels: ChannelSummary[] } | null;
  /** When the server asked the API (epoch ms). */
  fetchedAt: number;
};

/**
 * Each channel's `joined` depends on who asks (null for a visitor), so the list is handed to the browser
 * only when it is that viewer's: a visitor's (no session cookie at all) or a signed-in fan's (an access
 * cookie the API took, so `joined` is set; an empty list is the same for everyone). A session the browser
 * refreshes first would otherwise see the visitor's list for a moment (as for the campaign,
 * features/campaigns/campaign-on-server.ts). Any failure is null: the browser reads as before.
 */
export async function fetchChannelsOnServer(
  cookies: CookieReader,
  projectId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<ChannelsInitialData> {
  const fetchedAt = Date.now();
  const path = listChannels.path.replace(":projectId", encodeURIComponent(projectId));
  const read = await serverApiGet(path, listChannels.responses[200], { ...options, cookies });
  const isVisitor = !mayHaveSession(cookies);
  const isFan = cookies.has(ACCESS_COOKIE) && read?.channels.every((channel) => channel.joined !== null) === true;
  return { channels: isVisitor || isFan ? read : null, fetchedAt };
}

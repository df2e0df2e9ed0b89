// Server-only: reads a project's channels while their page renders (lib/server-api.ts), so the first
// HTML lists them instead of "loading…".

import { API_ROUTES, type ChannelSummary } from "@fanfare/protocol";
import { type CookieReader, isViewersOwnRead, type ServerApiOptions, serverApiGet } from "@/lib/server-api";

const { listChannels } = API_ROUTES;

export type ChannelsInitialData = {
  /** The channels, when they are what this visitor's browser would read too (below); else null. */
  channels: { channels: ChannelSummary[] } | null;
  /** When the server asked the API (epoch ms). */
  fetchedAt: number;
};

/**
 * Each channel's `joined` depends on who asks (null for a visitor), so the list is handed to the browser
 * only when it is that viewer's (`isViewersOwnRead`, lib/server-api.ts; an empty list is the same for
 * everyone). Any failure is null: the browser reads as before.
 */
export async function fetchChannelsOnServer(
  cookies: CookieReader,
  projectId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<ChannelsInitialData> {
  const fetchedAt = Date.now();
  const path = listChannels.path.replace(":projectId", encodeURIComponent(projectId));
  const read = await serverApiGet(path, listChannels.responses[200], { ...options, cookies });
  const answeredAsFan = read?.channels.every((channel) => channel.joined !== null) === true;
  return { channels: isViewersOwnRead(cookies, answeredAsFan) ? read : null, fetchedAt };
}

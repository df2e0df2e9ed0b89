// Server-only: reads a project and its campaigns while the project's pages render (lib/server-api.ts),
// so the first HTML shows the project — the page a shared link lands on — instead of its skeleton.

import { API_ROUTES, type CampaignSummary, type ProjectView } from "@fanfare/protocol";
import { type CookieReader, type ServerApiOptions, serverApiGet } from "@/lib/server-api";
import { ACCESS_COOKIE, mayHaveSession } from "@/lib/session-hint";

const { getProject, listCampaigns } = API_ROUTES;

export type ProjectTopInitialData = {
  /** The project, when it is what this visitor's browser would read too (below); else null. */
  project: ProjectView | null;
  /** The project's published campaigns (the same for everyone), or null. */
  campaigns: { campaigns: CampaignSummary[] } | null;
  /** When the server asked the API (epoch ms). */
  fetchedAt: number;
};

/** The project's published campaigns (the same for everyone: no cookie is sent), or null. */
export function fetchProjectCampaignsOnServer(projectId: string, options?: Omit<ServerApiOptions, "cookies">) {
  const path = listCampaigns.path.replace(":projectId", encodeURIComponent(projectId));
  return serverApiGet(path, listCampaigns.responses[200], options);
}

/**
 * Both reads at once. The project's `canParticipate` depends on who asks, so the project is handed to
 * the browser only when it is that viewer's: a visitor's (no session cookie at all) or a signed-in fan's
 * (an access cookie the API took, so `canParticipate` is set). A session cookie without a working access
 * cookie is a fan whose browser refreshes the session first: the visitor's view read here would be wrong
 * for a moment (as for the campaign, features/campaigns/campaign-on-server.ts). Any failure is null: the
 * browser's queries then read as before.
 */
export async function fetchProjectTopOnServer(
  cookies: CookieReader,
  projectId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<ProjectTopInitialData> {
  const fetchedAt = Date.now();
  const path = getProject.path.replace(":projectId", encodeURIComponent(projectId));
  const [project, campaigns] = await Promise.all([
    serverApiGet(path, getProject.responses[200], { ...options, cookies }),
    fetchProjectCampaignsOnServer(projectId, options),
  ]);
  const isVisitor = !mayHaveSession(cookies);
  const isFan = cookies.has(ACCESS_COOKIE) && project?.canParticipate !== null && project?.canParticipate !== undefined;
  return { project: isVisitor || isFan ? project : null, campaigns, fetchedAt };
}

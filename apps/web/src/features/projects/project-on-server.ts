// Server-only: reads a project and its campaigns while the project's pages render (lib/server-api.ts),
// so the first HTML shows the project — the page a shared link lands on — instead of its skeleton.

import { API_ROUTES, type CampaignSummary, type ProjectView } from "@fanfare/protocol";
import { type CookieReader, isViewersOwnRead, type ServerApiOptions, serverApiGet } from "@/lib/server-api";

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
 * Both reads at once. The project's `canParticipate` depends on who asks (null for a visitor), so the
 * project is handed to the browser only when it is that viewer's (`isViewersOwnRead`, lib/server-api.ts).
 * Any failure is null: the browser's queries then read as before.
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
  const answeredAsFan = project?.canParticipate !== null && project?.canParticipate !== undefined;
  return { project: isViewersOwnRead(cookies, answeredAsFan) ? project : null, campaigns, fetchedAt };
}

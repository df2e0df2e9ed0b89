// Server-only: reads the fairness report while its page renders (lib/server-api.ts), so the first HTML
// already holds every figure. The report is the same for everyone: no cookie is sent.

import { API_ROUTES, type FairnessReportView } from "@fanfare/protocol";
import { type ServerApiOptions, serverApiRead } from "@/lib/server-api";

const { getFairnessReport } = API_ROUTES;

export type FairnessOnServer = {
  report: FairnessReportView | null;
  /** The API said there is no such campaign for fans (404), or the id is not one (400). */
  notFound: boolean;
  /** When the server asked (epoch ms), for seeding the browser's query. */
  fetchedAt: number;
};

export async function fetchFairnessOnServer(
  campaignId: string,
  options?: Omit<ServerApiOptions, "cookies">,
): Promise<FairnessOnServer> {
  const fetchedAt = Date.now();
  const path = getFairnessReport.path.replace(":campaignId", encodeURIComponent(campaignId));
  const answer = await serverApiRead(path, getFairnessReport.responses[200], options);
  if (answer.ok) return { report: answer.data, notFound: false, fetchedAt };
  return { report: null, notFound: answer.status === 404 || answer.status === 400, fetchedAt };
}

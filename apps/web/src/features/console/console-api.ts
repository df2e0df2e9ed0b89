// The operator API as the console calls it: each a typed `call` of the protocol's route table. Kept here
// rather than in lib/api.ts's `api`, which every fan page loads: the console's calls stay in its bundle.

import { type CampaignPageState, fillPath, type Locale, ROUTE } from "@fanfare/protocol";
import { ApiError, call, type RouteBody } from "@/lib/api";

export const consoleApi = {
  me: (signal?: AbortSignal) => call("operatorMe", { signal }),
  listProjects: (signal?: AbortSignal) => call("operatorListProjects", { signal }),
  getProject: (projectId: string, signal?: AbortSignal) =>
    call("operatorGetProject", { params: { projectId }, signal }),
  listCampaigns: (projectId: string, signal?: AbortSignal) =>
    call("operatorListCampaigns", { params: { projectId }, signal }),
  // --- the project builder (features/console/projects)
  createProject: (body: RouteBody<"operatorCreateProject">) => call("operatorCreateProject", { body }),
  updateProject: (projectId: string, body: RouteBody<"operatorUpdateProject">) =>
    call("operatorUpdateProject", { params: { projectId }, body }),
  publishProject: (projectId: string) => call("operatorPublishProject", { params: { projectId } }),

  // --- the campaign builder (features/console/campaigns)
  getCampaign: (campaignId: string, signal?: AbortSignal) =>
    call("operatorGetCampaign", { params: { campaignId }, signal }),
  createCampaign: (projectId: string, body: RouteBody<"operatorCreateCampaign">) =>
    call("operatorCreateCampaign", { params: { projectId }, body }),
  updateCampaign: (campaignId: string, body: RouteBody<"operatorUpdateCampaign">) =>
    call("operatorUpdateCampaign", { params: { campaignId }, body }),
  publishCampaign: (campaignId: string) => call("operatorPublishCampaign", { params: { campaignId } }),
  campaignChecklist: (campaignId: string, signal?: AbortSignal) =>
    call("operatorCampaignChecklist", { params: { campaignId }, signal }),
  /** The live dashboards (features/console/dashboard), polled while open. */
  campaignDashboard: (campaignId: string, signal?: AbortSignal) =>
    call("operatorCampaignDashboard", { params: { campaignId }, signal }),
  projectDashboard: (projectId: string, signal?: AbortSignal) =>
    call("operatorProjectDashboard", { params: { projectId }, signal }),
  /** A rehearsal against synthetic fans (features/console/rehearsal): computed by the API, written nowhere. */
  rehearseCampaign: (campaignId: string, body: RouteBody<"operatorRehearseCampaign">) =>
    call("operatorRehearseCampaign", { params: { campaignId }, body }),
  /** The console's preview (features/console/preview): the fan's page in a state, the campaign's mails. */
  previewCampaign: (campaignId: string, state: CampaignPageState | undefined, signal?: AbortSignal) =>
    call("operatorPreviewCampaign", { params: { campaignId }, query: { state }, signal }),
  campaignMailPreviews: (campaignId: string, locale: Locale, signal?: AbortSignal) =>
    call("operatorPreviewCampaignMails", { params: { campaignId }, query: { locale }, signal }),
  addCondition: (campaignId: string, body: RouteBody<"operatorAddCondition">) =>
    call("operatorAddCondition", { params: { campaignId }, body }),
  reorderConditions: (campaignId: string, conditionIds: string[]) =>
    call("operatorReorderConditions", { params: { campaignId }, body: { conditionIds } }),
  updateCondition: (conditionId: string, body: RouteBody<"operatorUpdateCondition">) =>
    call("operatorUpdateCondition", { params: { conditionId }, body }),
  removeCondition: (conditionId: string) => call("operatorRemoveCondition", { params: { conditionId } }),
  importCodes: (conditionId: string, body: RouteBody<"operatorImportCodes">) =>
    call("operatorImportCodes", { params: { conditionId }, body }),
  /**
   * New single-use codes as the CSV the API answers with: the one time they exist in clear. Not `call`
   * (it reads JSON); the operator's `me` first, so an expired access token is renewed the usual way.
   */
  generateCodesCsv: async (conditionId: string, body: RouteBody<"operatorGenerateCodes">): Promise<string> => {
    await call("operatorMe");
    const path = fillPath(ROUTE.operatorGenerateCodes.path, { conditionId });
    let response: Response;
    try {
      response = await fetch(path, {
        method: ROUTE.operatorGenerateCodes.method,
        headers: { Accept: "text/csv, application/json", "Content-Type": "application/json", "X-Fanfare-Csrf": "1" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
    } catch {
      throw new ApiError("network_offline", "NETWORK", 0);
    }
    if (response.ok) return response.text();
    const payload = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
    throw new ApiError(
      typeof payload?.code === "string" ? payload.code : "server-E5000",
      "BAD_REQUEST",
      response.status,
    );
  },

  // --- the company's members (owners manage them) and its audit log
  listMembers: (signal?: AbortSignal) => call("operatorListMembers", { signal }),
  inviteMember: (body: RouteBody<"operatorInviteMember">) => call("operatorInviteMember", { body }),
  updateMember: (userId: string, body: RouteBody<"operatorUpdateMember">) =>
    call("operatorUpdateMember", { params: { userId }, body }),
  removeMember: (userId: string) => call("operatorRemoveMember", { params: { userId } }),
  /** A page of the log (the API's page size), newest first; `before` is the previous page's `nextCursor`. */
  listAuditEvents: (before: string | undefined, signal?: AbortSignal) =>
    call("operatorListAuditEvents", { query: { before }, signal }),

  // --- the company's webhooks (owners and editors write; the secret is in the creation's answer only)
  listWebhookEndpoints: (signal?: AbortSignal) => call("operatorListWebhookEndpoints", { signal }),
  createWebhookEndpoint: (body: RouteBody<"operatorCreateWebhookEndpoint">) =>
    call("operatorCreateWebhookEndpoint", { body }),
  updateWebhookEndpoint: (endpointId: string, body: RouteBody<"operatorUpdateWebhookEndpoint">) =>
    call("operatorUpdateWebhookEndpoint", { params: { endpointId }, body }),
  deleteWebhookEndpoint: (endpointId: string) => call("operatorDeleteWebhookEndpoint", { params: { endpointId } }),
  /** The delivery log, newest first: one endpoint's, or (no `endpointId`) the company's. */
  listWebhookDeliveries: (
    filter: { endpointId?: string | undefined; eventId?: string | undefined },
    signal?: AbortSignal,
  ) => call("operatorListWebhookDeliveries", { query: filter, signal }),
  replayWebhookEvent: (eventId: string) => call("operatorReplayWebhookEvent", { params: { eventId } }),
};

/** The console's query keys, all under "console" (sign-out clears the whole cache anyway). */
export const CONSOLE_QUERY_KEYS = {
  me: ["console", "me"],
  projects: ["console", "projects"],
  project: (projectId: string) => ["console", "project", projectId],
  campaigns: (projectId: string) => ["console", "campaigns", projectId],
  campaign: (campaignId: string) => ["console", "campaign", campaignId],
  checklist: (campaignId: string) => ["console", "campaign", campaignId, "checklist"],
  campaignDashboard: (campaignId: string) => ["console", "campaign", campaignId, "dashboard"],
  projectDashboard: (projectId: string) => ["console", "project", projectId, "dashboard"],
  campaignPreview: (campaignId: string, state: string) => ["console", "campaign", campaignId, "preview", state],
  campaignMailPreviews: (campaignId: string, locale: string) => ["console", "campaign", campaignId, "mails", locale],
  members: ["console", "members"],
  audit: ["console", "audit"],
  webhookEndpoints: ["console", "webhooks", "endpoints"],
  /** Every delivery log (all endpoints' and each one's) starts with this key. */
  webhookDeliveries: ["console", "webhooks", "deliveries"],
  webhookDeliveriesOf: (endpointId: string | undefined, eventId?: string) => [
    "console",
    "webhooks",
    "deliveries",
    endpointId ?? "all",
    eventId ?? "any",
  ],
} as const;

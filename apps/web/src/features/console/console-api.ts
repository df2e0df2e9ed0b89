// The operator API as the console calls it: each a typed `operatorCall` of the protocol's operator
// table. Kept here rather than in lib/api.ts's `api`, which every fan page loads: the console's calls
// stay in its bundle.

import { type CampaignPageState, fillPath, type Locale, OPERATOR_ROUTE } from "@fanfare/protocol";
import { ApiError, type RouteBody } from "@/lib/api";
import { operatorCall } from "./operator-call";

export const consoleApi = {
  me: (signal?: AbortSignal) => operatorCall("operatorMe", { signal }),
  listProjects: (signal?: AbortSignal) => operatorCall("operatorListProjects", { signal }),
  getProject: (projectId: string, signal?: AbortSignal) =>
    operatorCall("operatorGetProject", { params: { projectId }, signal }),
  listCampaigns: (projectId: string, signal?: AbortSignal) =>
    operatorCall("operatorListCampaigns", { params: { projectId }, signal }),
  // --- the project builder (features/console/projects)
  createProject: (body: RouteBody<"operatorCreateProject">) => operatorCall("operatorCreateProject", { body }),
  updateProject: (projectId: string, body: RouteBody<"operatorUpdateProject">) =>
    operatorCall("operatorUpdateProject", { params: { projectId }, body }),
  publishProject: (projectId: string) => operatorCall("operatorPublishProject", { params: { projectId } }),

  // --- the campaign builder (features/console/campaigns)
  getCampaign: (campaignId: string, signal?: AbortSignal) =>
    operatorCall("operatorGetCampaign", { params: { campaignId }, signal }),
  createCampaign: (projectId: string, body: RouteBody<"operatorCreateCampaign">) =>
    operatorCall("operatorCreateCampaign", { params: { projectId }, body }),
  updateCampaign: (campaignId: string, body: RouteBody<"operatorUpdateCampaign">) =>
    operatorCall("operatorUpdateCampaign", { params: { campaignId }, body }),
  publishCampaign: (campaignId: string) => operatorCall("operatorPublishCampaign", { params: { campaignId } }),
  campaignChecklist: (campaignId: string, signal?: AbortSignal) =>
    operatorCall("operatorCampaignChecklist", { params: { campaignId }, signal }),
  /** The live dashboards (features/console/dashboard), polled while open. */
  campaignDashboard: (campaignId: string, signal?: AbortSignal) =>
    operatorCall("operatorCampaignDashboard", { params: { campaignId }, signal }),
  projectDashboard: (projectId: string, signal?: AbortSignal) =>
    operatorCall("operatorProjectDashboard", { params: { projectId }, signal }),
  /** A rehearsal against synthetic fans (features/console/rehearsal): computed by the API, written nowhere. */
  rehearseCampaign: (campaignId: string, body: RouteBody<"operatorRehearseCampaign">) =>
    operatorCall("operatorRehearseCampaign", { params: { campaignId }, body }),
  /** The console's preview (features/console/preview): the fan's page in a state, the campaign's mails. */
  previewCampaign: (campaignId: string, state: CampaignPageState | undefined, signal?: AbortSignal) =>
    operatorCall("operatorPreviewCampaign", { params: { campaignId }, query: { state }, signal }),
  campaignMailPreviews: (campaignId: string, locale: Locale, signal?: AbortSignal) =>
    operatorCall("operatorPreviewCampaignMails", { params: { campaignId }, query: { locale }, signal }),
  addCondition: (campaignId: string, body: RouteBody<"operatorAddCondition">) =>
    operatorCall("operatorAddCondition", { params: { campaignId }, body }),
  reorderConditions: (campaignId: string, conditionIds: string[]) =>
    operatorCall("operatorReorderConditions", { params: { campaignId }, body: { conditionIds } }),
  updateCondition: (conditionId: string, body: RouteBody<"operatorUpdateCondition">) =>
    operatorCall("operatorUpdateCondition", { params: { conditionId }, body }),
  removeCondition: (conditionId: string) => operatorCall("operatorRemoveCondition", { params: { conditionId } }),
  importCodes: (conditionId: string, body: RouteBody<"operatorImportCodes">) =>
    operatorCall("operatorImportCodes", { params: { conditionId }, body }),
  /**
   * New single-use codes as the CSV the API answers with: the one time they exist in clear. Not `call`
   * (it reads JSON); the operator's `me` first, so an expired access token is renewed the usual way.
   */
  generateCodesCsv: async (conditionId: string, body: RouteBody<"operatorGenerateCodes">): Promise<string> => {
    await operatorCall("operatorMe");
    const path = fillPath(OPERATOR_ROUTE.operatorGenerateCodes.path, { conditionId });
    let response: Response;
    try {
      response = await fetch(path, {
        method: OPERATOR_ROUTE.operatorGenerateCodes.method,
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
  listMembers: (signal?: AbortSignal) => operatorCall("operatorListMembers", { signal }),
  inviteMember: (body: RouteBody<"operatorInviteMember">) => operatorCall("operatorInviteMember", { body }),
  updateMember: (userId: string, body: RouteBody<"operatorUpdateMember">) =>
    operatorCall("operatorUpdateMember", { params: { userId }, body }),
  removeMember: (userId: string) => operatorCall("operatorRemoveMember", { params: { userId } }),
  /** A page of the log (the API's page size), newest first; `before` is the previous page's `nextCursor`. */
  listAuditEvents: (before: string | undefined, signal?: AbortSignal) =>
    operatorCall("operatorListAuditEvents", { query: { before }, signal }),

  // --- the company's webhooks (owners and editors write; the secret is in the creation's answer only)
  listWebhookEndpoints: (signal?: AbortSignal) => operatorCall("operatorListWebhookEndpoints", { signal }),
  createWebhookEndpoint: (body: RouteBody<"operatorCreateWebhookEndpoint">) =>
    operatorCall("operatorCreateWebhookEndpoint", { body }),
  updateWebhookEndpoint: (endpointId: string, body: RouteBody<"operatorUpdateWebhookEndpoint">) =>
    operatorCall("operatorUpdateWebhookEndpoint", { params: { endpointId }, body }),
  deleteWebhookEndpoint: (endpointId: string) =>
    operatorCall("operatorDeleteWebhookEndpoint", { params: { endpointId } }),
  /** The delivery log, newest first: one endpoint's, or (no `endpointId`) the company's. */
  listWebhookDeliveries: (
    filter: { endpointId?: string | undefined; eventId?: string | undefined },
    signal?: AbortSignal,
  ) => operatorCall("operatorListWebhookDeliveries", { query: filter, signal }),
  replayWebhookEvent: (eventId: string) => operatorCall("operatorReplayWebhookEvent", { params: { eventId } }),
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

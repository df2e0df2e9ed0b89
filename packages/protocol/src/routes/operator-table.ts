import type { RouteEntry } from "./table";

/**
 * The operator API's routes (the console's, under /api/v1/operator), each its method and path: a table of
 * their own so that the fan pages' bundle, which carries FAN_ROUTE (table.ts), leaves them out (issue 17).
 */
export const OPERATOR_ROUTE = {
  // --- operator: projects
  operatorListProjects: { method: "GET", path: "/api/v1/operator/projects" },
  operatorCreateProject: { method: "POST", path: "/api/v1/operator/projects" },
  operatorGetProject: { method: "GET", path: "/api/v1/operator/projects/:projectId" },
  operatorUpdateProject: { method: "PATCH", path: "/api/v1/operator/projects/:projectId" },
  operatorPublishProject: { method: "POST", path: "/api/v1/operator/projects/:projectId/publish" },
  operatorExportProject: { method: "GET", path: "/api/v1/operator/projects/:projectId/export.yaml" },

  // --- operator: campaigns, codes, exports
  operatorListCampaigns: { method: "GET", path: "/api/v1/operator/projects/:projectId/campaigns" },
  operatorCreateCampaign: { method: "POST", path: "/api/v1/operator/projects/:projectId/campaigns" },
  operatorGetCampaign: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId" },
  operatorUpdateCampaign: { method: "PATCH", path: "/api/v1/operator/campaigns/:campaignId" },
  operatorPublishCampaign: { method: "POST", path: "/api/v1/operator/campaigns/:campaignId/publish" },
  operatorEndCampaign: { method: "POST", path: "/api/v1/operator/campaigns/:campaignId/end" },
  operatorGenerateCodes: { method: "POST", path: "/api/v1/operator/conditions/:conditionId/codes" },
  operatorImportCodes: { method: "POST", path: "/api/v1/operator/conditions/:conditionId/codes/import" },
  operatorExportClaims: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/claims.csv" },
  operatorExportApplicants: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/applicants.csv" },
  operatorExportWinners: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/winners.csv" },
  operatorExportCodesUsed: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/codes-used.csv" },
  operatorExportChannelMembers: { method: "GET", path: "/api/v1/operator/channels/:channelId/members.csv" },
  operatorGetCampaignDraw: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/draw" },
  operatorCampaignChecklist: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/checklist" },
  operatorListCampaignVersions: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/versions" },
  operatorCampaignDashboard: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/dashboard" },
  operatorPreviewCampaign: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/preview" },
  operatorPreviewCampaignMails: { method: "GET", path: "/api/v1/operator/campaigns/:campaignId/mail-previews" },
  operatorProjectDashboard: { method: "GET", path: "/api/v1/operator/projects/:projectId/dashboard" },
  operatorRehearseCampaign: { method: "POST", path: "/api/v1/operator/campaigns/:campaignId/rehearsals" },

  // --- operator: a campaign's conditions after creation (ADR 0023)
  operatorAddCondition: { method: "POST", path: "/api/v1/operator/campaigns/:campaignId/conditions" },
  operatorReorderConditions: { method: "POST", path: "/api/v1/operator/campaigns/:campaignId/conditions/order" },
  operatorUpdateCondition: { method: "PATCH", path: "/api/v1/operator/conditions/:conditionId" },
  operatorRemoveCondition: { method: "DELETE", path: "/api/v1/operator/conditions/:conditionId" },

  // --- operator: channels, contents, assets
  operatorListChannels: { method: "GET", path: "/api/v1/operator/projects/:projectId/channels" },
  operatorCreateChannel: { method: "POST", path: "/api/v1/operator/projects/:projectId/channels" },
  operatorReorderChannels: { method: "PUT", path: "/api/v1/operator/projects/:projectId/channels/order" },
  operatorGetChannel: { method: "GET", path: "/api/v1/operator/channels/:channelId" },
  operatorListChannelMembers: { method: "GET", path: "/api/v1/operator/channels/:channelId/members" },
  operatorUpdateChannel: { method: "PATCH", path: "/api/v1/operator/channels/:channelId" },
  operatorListContents: { method: "GET", path: "/api/v1/operator/channels/:channelId/contents" },
  operatorCreateContent: { method: "POST", path: "/api/v1/operator/channels/:channelId/contents" },
  operatorUpdateContent: { method: "PATCH", path: "/api/v1/operator/contents/:contentId" },
  operatorDeleteContent: { method: "DELETE", path: "/api/v1/operator/contents/:contentId" },
  operatorUploadAsset: { method: "POST", path: "/api/v1/operator/projects/:projectId/channel-assets" },
  operatorUploadProjectAsset: { method: "POST", path: "/api/v1/operator/projects/:projectId/assets" },

  // --- operator: the operator, the company's members, the audit log
  operatorMe: { method: "GET", path: "/api/v1/operator/me" },
  operatorListMembers: { method: "GET", path: "/api/v1/operator/members" },
  operatorInviteMember: { method: "POST", path: "/api/v1/operator/members" },
  operatorUpdateMember: { method: "PATCH", path: "/api/v1/operator/members/:userId" },
  operatorRemoveMember: { method: "DELETE", path: "/api/v1/operator/members/:userId" },
  operatorListAuditEvents: { method: "GET", path: "/api/v1/operator/audit-events" },

  // --- operator: webhooks (endpoints, the delivery log, replay)
  operatorListWebhookEndpoints: { method: "GET", path: "/api/v1/operator/webhooks/endpoints" },
  operatorCreateWebhookEndpoint: { method: "POST", path: "/api/v1/operator/webhooks/endpoints" },
  operatorUpdateWebhookEndpoint: { method: "PATCH", path: "/api/v1/operator/webhooks/endpoints/:endpointId" },
  operatorDeleteWebhookEndpoint: { method: "DELETE", path: "/api/v1/operator/webhooks/endpoints/:endpointId" },
  operatorListWebhookDeliveries: { method: "GET", path: "/api/v1/operator/webhooks/deliveries" },
  operatorReplayWebhookEvent: { method: "POST", path: "/api/v1/operator/webhooks/events/:eventId/replay" },

  // --- operator: minting operations (relayers, gas, the company's mints; retry and replace: ADR 0027)
  operatorMintingSummary: { method: "GET", path: "/api/v1/operator/minting" },
  operatorListMints: { method: "GET", path: "/api/v1/operator/mints" },
  operatorGetMint: { method: "GET", path: "/api/v1/operator/mints/:mintJobId" },
  operatorRetryMint: { method: "POST", path: "/api/v1/operator/mints/:mintJobId/retry" },
} as const satisfies Record<string, RouteEntry>;

export type OperatorRouteName = keyof typeof OPERATOR_ROUTE;

import { z } from "zod";
import { PublicAssetView } from "../schemas/assets";
import {
  CampaignDefinition,
  CampaignDetail,
  CampaignParams,
  CampaignPatch,
  ConditionDefinition,
  GenerateCodesRequest,
  ImportCodesRequest,
  ImportCodesResponse,
  OperatorCampaignView,
  OperatorConditionParams,
  OperatorProjectView,
  ProjectDefinition,
  ProjectParams,
  ProjectPatch,
} from "../schemas/campaigns";
import {
  AssetView,
  ChannelDefinition,
  ChannelOrder,
  ChannelPatch,
  ContentDefinition,
  ContentPatch,
  OperatorChannelParams,
  OperatorChannelView,
  OperatorContentParams,
  OperatorContentView,
  UploadAssetQuery,
} from "../schemas/channels";
import { OkResponse } from "../schemas/common";
import { CampaignDashboard, ProjectDashboard } from "../schemas/dashboard";
import { CodesUsedExportQuery, ExportQuery } from "../schemas/exports";
import {
  MintingSummary,
  MintJobParams,
  MintsPage,
  MintsQuery,
  OperatorMintView,
  RetryMintResult,
} from "../schemas/minting";
import {
  AuditEventsPage,
  AuditEventsQuery,
  CampaignChecklist,
  CampaignVersions,
  InviteMemberRequest,
  OperatorMe,
  OperatorMember,
  OperatorMemberParams,
  ReorderConditionsRequest,
  UpdateMemberRequest,
} from "../schemas/operator";
import { ChannelMembersPage, ChannelMembersQuery } from "../schemas/operator-channels";
import { OperatorDrawQuery, OperatorDrawView } from "../schemas/operator-draws";
import { CampaignMailPreviewQuery, CampaignMailPreviews, CampaignPreviewQuery } from "../schemas/operator-preview";
import { RehearsalReport, RehearsalRequest } from "../schemas/rehearsals";
import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookEndpointParams,
  WebhookEndpointView,
  WebhookEventParams,
} from "../schemas/webhooks";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["operator"];
/** Every operator route answers 401 signed out and 404 for what another company owns (or nothing). */
const errors = [401, 404];

/** A CSV download: the codes' and exports' answer (not JSON). */
export const Csv = z.string().meta({ description: "text/csv, UTF-8, CRLF line ends, a header row" });
/** A project's import file (YAML, the schema of `ProjectImport`), sent as a download. */
export const Yaml = z.string().meta({ description: "application/yaml, UTF-8: a ProjectImport document" });

export const operatorProjectRoutes = {
  operatorListProjects: defineRoute(ROUTE.operatorListProjects, {
    tags,
    summary: "The company's projects",
    responses: { 200: z.object({ projects: z.array(OperatorProjectView) }) },
    errors,
  }),
  operatorCreateProject: defineRoute(ROUTE.operatorCreateProject, {
    tags,
    summary: "Create a project (MAKING)",
    body: ProjectDefinition,
    responses: { 201: OperatorProjectView },
    errors,
  }),
  operatorGetProject: defineRoute(ROUTE.operatorGetProject, {
    tags,
    summary: "One project of the company",
    params: ProjectParams,
    responses: { 200: OperatorProjectView },
    errors,
  }),
  operatorUpdateProject: defineRoute(ROUTE.operatorUpdateProject, {
    tags,
    summary: "Edit a project",
    params: ProjectParams,
    body: ProjectPatch,
    responses: { 200: OperatorProjectView },
    errors,
  }),
  operatorPublishProject: defineRoute(ROUTE.operatorPublishProject, {
    tags,
    summary: "Publish a project (visible to fans)",
    params: ProjectParams,
    responses: { 200: OperatorProjectView },
    errors,
  }),
  operatorExportProject: defineRoute(ROUTE.operatorExportProject, {
    tags,
    summary: "Export the project as an import file (`npm run fanfare -- import` reads it back; codes are not in it)",
    params: ProjectParams,
    responses: { 200: Yaml },
    errors,
  }),
};

export const operatorCampaignRoutes = {
  operatorListCampaigns: defineRoute(ROUTE.operatorListCampaigns, {
    tags,
    summary: "The project's campaigns",
    params: ProjectParams,
    responses: { 200: z.object({ campaigns: z.array(OperatorCampaignView) }) },
    errors,
  }),
  operatorCreateCampaign: defineRoute(ROUTE.operatorCreateCampaign, {
    tags,
    summary: "Create a campaign with its NFTs, conditions and given codes (MAKING)",
    params: ProjectParams,
    body: CampaignDefinition,
    responses: { 201: OperatorCampaignView },
    errors,
  }),
  operatorGetCampaign: defineRoute(ROUTE.operatorGetCampaign, {
    tags,
    summary: "One campaign with counters",
    params: CampaignParams,
    responses: { 200: OperatorCampaignView },
    errors,
  }),
  operatorUpdateCampaign: defineRoute(ROUTE.operatorUpdateCampaign, {
    tags,
    summary:
      "Edit a campaign. Once published, edits that would hurt fans are refused (campaignEdit-E2001 supply " +
      "below the claimed, -E2003 a committed draw, -E2004 a window fans are inside of, -E2005 a window " +
      "ending in the past, -E2007 the reward kind); the rest is applied and logged (ADR 0023)",
    params: CampaignParams,
    body: CampaignPatch,
    responses: { 200: OperatorCampaignView },
    errors: [...errors, 409],
  }),
  operatorPublishCampaign: defineRoute(ROUTE.operatorPublishCampaign, {
    tags,
    summary:
      "Publish (a lucky draw gets its seed). Refused with campaignPublish-E2001 while a checklist item " +
      "fails: the failed items are the error's `issues` (`path` the field, `message` the item's code)",
    params: CampaignParams,
    responses: { 200: OperatorCampaignView },
    errors: [...errors, 409],
  }),
  operatorCampaignChecklist: defineRoute(ROUTE.operatorCampaignChecklist, {
    tags,
    summary: "The publish checklist: translations, images, conditions, chain, windows (every item, passed or not)",
    params: CampaignParams,
    responses: { 200: CampaignChecklist },
    errors,
  }),
  operatorListCampaignVersions: defineRoute(ROUTE.operatorListCampaignVersions, {
    tags,
    summary: "The campaign's versions, newest first: each operator write on it with the fields it changed",
    params: CampaignParams,
    responses: { 200: CampaignVersions },
    errors,
  }),
  operatorGetCampaignDraw: defineRoute(ROUTE.operatorGetCampaignDraw, {
    tags,
    summary:
      "The campaign's lucky draw: where it stands, its record verified on the server, and a page of entrants (masked e-mails)",
    params: CampaignParams,
    query: OperatorDrawQuery,
    responses: { 200: OperatorDrawView },
    errors,
  }),
  operatorPreviewCampaign: defineRoute(ROUTE.operatorPreviewCampaign, {
    tags,
    summary:
      "The campaign page exactly as a signed-in fan receives it (CampaignDetail), whatever the publish status, " +
      "in the page state asked for, with a fan's progress to match; without `state`, what a fan meets now",
    params: CampaignParams,
    query: CampaignPreviewQuery,
    responses: { 200: CampaignDetail },
    errors,
  }),
  operatorPreviewCampaignMails: defineRoute(ROUTE.operatorPreviewCampaignMails, {
    tags,
    summary:
      "The mails the campaign can send a fan, in one language, rendered by the real templates with sample " +
      "values: the sign-in mail, and a draw's result mails (won, not won)",
    params: CampaignParams,
    query: CampaignMailPreviewQuery,
    responses: { 200: CampaignMailPreviews },
    errors,
  }),
  operatorAddCondition: defineRoute(ROUTE.operatorAddCondition, {
    tags,
    summary:
      "Add a condition at the end (its codes, if it brings any, stored hashed). Refused once published " +
      "(campaignEdit-E2006: it would change the rules for fans mid-way)",
    params: CampaignParams,
    body: ConditionDefinition,
    responses: { 201: OperatorCampaignView },
    errors: [...errors, 409],
  }),
  operatorReorderConditions: defineRoute(ROUTE.operatorReorderConditions, {
    tags,
    summary: "Put the campaign's conditions in this order (every condition id of the campaign, each once)",
    params: CampaignParams,
    body: ReorderConditionsRequest,
    responses: { 200: OperatorCampaignView },
    errors,
  }),
  operatorUpdateCondition: defineRoute(ROUTE.operatorUpdateCondition, {
    tags,
    summary:
      "Replace a condition's settings (same type; codes in the body are added, a single code replaced). " +
      "Refused with campaignEdit-E2002 once a fan has completed it",
    params: OperatorConditionParams,
    body: ConditionDefinition,
    responses: { 200: OperatorCampaignView },
    errors: [...errors, 409],
  }),
  operatorRemoveCondition: defineRoute(ROUTE.operatorRemoveCondition, {
    tags,
    summary: "Remove a condition and its codes. Refused with campaignEdit-E2002 once a fan has completed it",
    params: OperatorConditionParams,
    responses: { 200: OperatorCampaignView },
    errors: [...errors, 409],
  }),
  operatorEndCampaign: defineRoute(ROUTE.operatorEndCampaign, {
    tags,
    summary: "End the campaign now",
    params: CampaignParams,
    responses: { 200: OperatorCampaignView },
    errors,
  }),
  operatorGenerateCodes: defineRoute(ROUTE.operatorGenerateCodes, {
    tags,
    summary: "Generate single-use codes: the CSV is the only time the clear codes exist",
    params: OperatorConditionParams,
    body: GenerateCodesRequest,
    responses: { 200: Csv },
    errors,
  }),
  operatorImportCodes: defineRoute(ROUTE.operatorImportCodes, {
    tags,
    summary:
      "Import the operator's own single-use codes from a CSV's text (stored as keyed hashes; repeats and codes already present skipped and counted)",
    params: OperatorConditionParams,
    body: ImportCodesRequest,
    responses: { 200: ImportCodesResponse },
    errors,
  }),
  operatorExportClaims: defineRoute(ROUTE.operatorExportClaims, {
    tags,
    summary: "Export the campaign's claims as CSV, streamed (times in `tz`; docs/exports.md)",
    params: CampaignParams,
    query: ExportQuery,
    responses: { 200: Csv },
    errors,
  }),
  operatorExportApplicants: defineRoute(ROUTE.operatorExportApplicants, {
    tags,
    summary: "Export the campaign's draw applicants as CSV, streamed (times in `tz`; docs/exports.md)",
    params: CampaignParams,
    query: ExportQuery,
    responses: { 200: Csv },
    errors,
  }),
  operatorExportWinners: defineRoute(ROUTE.operatorExportWinners, {
    tags,
    summary: "Export the campaign's draw winners as CSV, streamed (times in `tz`; docs/exports.md)",
    params: CampaignParams,
    query: ExportQuery,
    responses: { 200: Csv },
    errors,
  }),
  operatorExportCodesUsed: defineRoute(ROUTE.operatorExportCodesUsed, {
    tags,
    summary:
      "Export who used which code of the campaign's code conditions (or of `conditionId`) and when, as CSV, " +
      "streamed. Codes are named by id and keyed hash: clear codes are never stored",
    params: CampaignParams,
    query: CodesUsedExportQuery,
    responses: { 200: Csv },
    errors,
  }),
};

export const operatorChannelRoutes = {
  operatorListChannels: defineRoute(ROUTE.operatorListChannels, {
    tags,
    summary: "The project's channels",
    params: ProjectParams,
    responses: { 200: z.object({ channels: z.array(OperatorChannelView) }) },
    errors,
  }),
  operatorCreateChannel: defineRoute(ROUTE.operatorCreateChannel, {
    tags,
    summary: "Create a channel with its join requirements",
    params: ProjectParams,
    body: ChannelDefinition,
    responses: { 201: OperatorChannelView },
    errors,
  }),
  operatorReorderChannels: defineRoute(ROUTE.operatorReorderChannels, {
    tags,
    summary:
      "Put the project's channels in order (fans' lists follow it): every channel of the project exactly once, first first",
    params: ProjectParams,
    body: ChannelOrder,
    responses: { 200: z.object({ channels: z.array(OperatorChannelView) }) },
    errors,
  }),
  operatorGetChannel: defineRoute(ROUTE.operatorGetChannel, {
    tags,
    summary: "One channel",
    params: OperatorChannelParams,
    responses: { 200: OperatorChannelView },
    errors,
  }),
  operatorUpdateChannel: defineRoute(ROUTE.operatorUpdateChannel, {
    tags,
    summary: "Edit a channel (texts, requirements, position, status)",
    params: OperatorChannelParams,
    body: ChannelPatch,
    responses: { 200: OperatorChannelView },
    errors,
  }),
  operatorListChannelMembers: defineRoute(ROUTE.operatorListChannelMembers, {
    tags,
    summary: "Who joined the channel, newest first, e-mails masked (`after`: the previous page's `nextCursor`)",
    params: OperatorChannelParams,
    query: ChannelMembersQuery,
    responses: { 200: ChannelMembersPage },
    errors,
  }),
  operatorListContents: defineRoute(ROUTE.operatorListContents, {
    tags,
    summary: "The channel's contents, published or not",
    params: OperatorChannelParams,
    responses: { 200: z.object({ contents: z.array(OperatorContentView) }) },
    errors,
  }),
  operatorCreateContent: defineRoute(ROUTE.operatorCreateContent, {
    tags,
    summary: "Add a content (ARTICLE bodies are sanitised on write)",
    params: OperatorChannelParams,
    body: ContentDefinition,
    responses: { 201: OperatorContentView },
    errors,
  }),
  operatorUpdateContent: defineRoute(ROUTE.operatorUpdateContent, {
    tags,
    summary: "Edit a content",
    params: OperatorContentParams,
    body: ContentPatch,
    responses: { 200: OperatorContentView },
    errors,
  }),
  operatorDeleteContent: defineRoute(ROUTE.operatorDeleteContent, {
    tags,
    summary: "Delete a content",
    params: OperatorContentParams,
    responses: { 200: OkResponse },
    errors,
  }),
  operatorExportChannelMembers: defineRoute(ROUTE.operatorExportChannelMembers, {
    tags,
    summary: "Export the channel's members and when they joined as CSV, streamed (times in `tz`; docs/exports.md)",
    params: OperatorChannelParams,
    query: ExportQuery,
    responses: { 200: Csv },
    errors,
  }),
  /** The body is the file's raw bytes (any content type), streamed by the API: no body schema. */
  operatorUploadAsset: defineRoute(ROUTE.operatorUploadAsset, {
    tags,
    summary: "Upload one file as the raw request body (type sniffed from its bytes; HTML/SVG kept as inert text)",
    params: ProjectParams,
    query: UploadAssetQuery,
    responses: { 201: AssetView },
    errors,
  }),
  /** Same raw body as operatorUploadAsset; what it stores is public (GET /api/v1/assets/:assetId). */
  operatorUploadProjectAsset: defineRoute(ROUTE.operatorUploadProjectAsset, {
    tags,
    summary:
      "Upload a public image (PNG, JPEG, WebP, GIF) or PDF document of the project as the raw request body (type sniffed from its bytes; anything else, SVG included, is asset-E1002); its `url` fits any image or document field",
    params: ProjectParams,
    query: UploadAssetQuery,
    responses: { 201: PublicAssetView },
    errors,
  }),
};

/** The live dashboards (counts only, polled by the console every few seconds); every role reads them. */
export const operatorDashboardRoutes = {
  operatorCampaignDashboard: defineRoute(ROUTE.operatorCampaignDashboard, {
    tags,
    summary: "A campaign's funnel, claims or entries over time, supply left with its run-out estimate, refusals",
    params: CampaignParams,
    responses: { 200: CampaignDashboard },
    errors,
  }),
  operatorProjectDashboard: defineRoute(ROUTE.operatorProjectDashboard, {
    tags,
    summary: "The same across a project's campaigns, and its channels' memberships",
    params: ProjectParams,
    responses: { 200: ProjectDashboard },
    errors,
  }),
  operatorRehearseCampaign: defineRoute(ROUTE.operatorRehearseCampaign, {
    tags,
    summary:
      "Rehearse the campaign in memory against synthetic fans (nothing is written, every role may): completion per " +
      "condition, supply run-out, the draw replayed and verified, mails per language, what would fail",
    params: CampaignParams,
    body: RehearsalRequest,
    responses: { 200: RehearsalReport },
    errors,
  }),
};

/** The company's own operators and its audit log. Managing members is for owners (operator-E2001). */
export const operatorMemberRoutes = {
  operatorMe: defineRoute(ROUTE.operatorMe, {
    tags,
    summary: "The signed-in operator: role and company (404 for an account that operates no company)",
    responses: { 200: OperatorMe },
    errors,
  }),
  operatorListMembers: defineRoute(ROUTE.operatorListMembers, {
    tags,
    summary: "The company's operators",
    responses: { 200: z.object({ members: z.array(OperatorMember) }) },
    errors,
  }),
  operatorInviteMember: defineRoute(ROUTE.operatorInviteMember, {
    tags,
    summary:
      "Invite an operator by e-mail with a role (owners only; the account is made if needed and mailed; " +
      "operator-E2003 when it already operates another company, operator-E2004 when it is already a member)",
    body: InviteMemberRequest,
    responses: { 201: OperatorMember },
    errors: [...errors, 409],
  }),
  operatorUpdateMember: defineRoute(ROUTE.operatorUpdateMember, {
    tags,
    summary: "Change a member's role (owners only; operator-E2002 when it would leave no owner)",
    params: OperatorMemberParams,
    body: UpdateMemberRequest,
    responses: { 200: OperatorMember },
    errors: [...errors, 409],
  }),
  operatorRemoveMember: defineRoute(ROUTE.operatorRemoveMember, {
    tags,
    summary: "Remove a member (owners only; operator-E2002 when it would leave no owner)",
    params: OperatorMemberParams,
    responses: { 204: z.null().describe("Removed") },
    errors: [...errors, 409],
  }),
  operatorListAuditEvents: defineRoute(ROUTE.operatorListAuditEvents, {
    tags,
    summary: "The company's audit log, newest first (`before`: the previous page's `nextCursor`)",
    query: AuditEventsQuery,
    responses: { 200: AuditEventsPage },
    errors,
  }),
};

/**
 * The company's webhook endpoints, their delivery log and replays (ADR 0026, docs/webhooks.md). Owners and
 * editors write, viewers read; the signing secret is answered once, by the creation.
 */
export const operatorWebhookRoutes = {
  operatorListWebhookEndpoints: defineRoute(ROUTE.operatorListWebhookEndpoints, {
    tags,
    summary: "The company's webhook endpoints (never their secrets)",
    responses: { 200: z.object({ endpoints: z.array(WebhookEndpointView) }) },
    errors,
  }),
  operatorCreateWebhookEndpoint: defineRoute(ROUTE.operatorCreateWebhookEndpoint, {
    tags,
    summary: "Register an endpoint (https; its signing secret is in this answer only)",
    body: CreateWebhookEndpointRequest,
    responses: { 201: CreatedWebhookEndpoint },
    errors,
  }),
  operatorUpdateWebhookEndpoint: defineRoute(ROUTE.operatorUpdateWebhookEndpoint, {
    tags,
    summary: "Activate or deactivate an endpoint, or change its events",
    params: WebhookEndpointParams,
    body: UpdateWebhookEndpointRequest,
    responses: { 200: WebhookEndpointView },
    errors,
  }),
  operatorDeleteWebhookEndpoint: defineRoute(ROUTE.operatorDeleteWebhookEndpoint, {
    tags,
    summary: "Delete an endpoint and its delivery log",
    params: WebhookEndpointParams,
    responses: { 204: z.null().describe("Deleted") },
    errors,
  }),
  operatorListWebhookDeliveries: defineRoute(ROUTE.operatorListWebhookDeliveries, {
    tags,
    summary: "The delivery log, newest first, of one endpoint (`endpointId`), one event (`eventId`) or all",
    query: WebhookDeliveriesQuery,
    responses: { 200: WebhookDeliveriesPage },
    errors,
  }),
  operatorReplayWebhookEvent: defineRoute(ROUTE.operatorReplayWebhookEvent, {
    tags,
    summary: "Deliver an event again to its endpoints (same event id; a new attempt each)",
    params: WebhookEventParams,
    responses: { 202: WebhookDeliveriesPage },
    errors,
  }),
};

/**
 * Minting operations (ADR 0014, 0027): the relayer, gas and mint counts of each chain the company's
 * campaigns mint on, its failed, stuck and waiting mints, and a retry or replacement asked of the relayer.
 * Every role reads; owners and editors retry.
 */
export const operatorMintingRoutes = {
  operatorMintingSummary: defineRoute(ROUTE.operatorMintingSummary, {
    tags,
    summary: "Per chain: the relayer's state, its gas balance, the company's mints by status, the oldest waiting",
    responses: { 200: MintingSummary },
    errors,
  }),
  operatorListMints: defineRoute(ROUTE.operatorListMints, {
    tags,
    summary:
      "The company's failed and stuck mints (or waiting ones), oldest first (`after`: the previous page's cursor)",
    query: MintsQuery,
    responses: { 200: MintsPage },
    errors,
  }),
  operatorGetMint: defineRoute(ROUTE.operatorGetMint, {
    tags,
    summary: "One of the company's mints, as it stands now",
    params: MintJobParams,
    responses: { 200: OperatorMintView },
    errors,
  }),
  operatorRetryMint: defineRoute(ROUTE.operatorRetryMint, {
    tags,
    summary: "Retry a failed mint or replace a stuck one (the relayer checks the chain first; never sent twice)",
    params: MintJobParams,
    responses: { 202: RetryMintResult },
    errors: [...errors, 409],
  }),
};

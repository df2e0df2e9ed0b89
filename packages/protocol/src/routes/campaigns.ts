import { z } from "zod";
import {
  CampaignDetail,
  CampaignNftParams,
  CampaignParams,
  CampaignSummary,
  CampaignTerms,
  ClaimRequest,
  ClaimResponse,
  DrawEntryResponse,
  DrawReceiptView,
  DrawRecordView,
  EntryEmailRequest,
  PageViewRequest,
  ProjectParams,
  ProjectSummary,
  ProjectView,
  ReceivedClaims,
  ReceivedNft,
} from "../schemas/campaigns";
import { OkResponse } from "../schemas/common";
import { FairnessReportView } from "../schemas/fairness";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

/** Fan pages of projects: readable without signing in. */
export const projectRoutes = {
  listProjects: defineRoute(ROUTE.listProjects, {
    tags: ["projects"],
    summary: "Published projects",
    responses: { 200: z.object({ projects: z.array(ProjectSummary) }) },
    errors: [],
  }),
  getProject: defineRoute(ROUTE.getProject, {
    tags: ["projects"],
    summary: "Project top (E12001 when its company is deleted; canParticipate for the fan's country)",
    params: ProjectParams,
    responses: { 200: ProjectView },
    errors: [401, 404],
  }),
  listCampaigns: defineRoute(ROUTE.listCampaigns, {
    tags: ["projects"],
    summary: "The project's published campaigns",
    params: ProjectParams,
    responses: { 200: z.object({ campaigns: z.array(CampaignSummary) }) },
    errors: [404],
  }),
};

const tags = ["campaigns"];

/** The campaign pages: detail with state, policies, claim, lucky draw, page views. */
export const campaignRoutes = {
  getCampaign: defineRoute(ROUTE.getCampaign, {
    tags,
    summary: "The campaign page: campaign, NFTs, conditions with the fan's progress, and the page state",
    params: CampaignParams,
    responses: { 200: CampaignDetail },
    errors: [401, 404],
  }),
  getCampaignTerms: defineRoute(ROUTE.getCampaignTerms, {
    tags,
    summary: "The campaign's terms and privacy policy",
    params: CampaignParams,
    responses: { 200: CampaignTerms },
    errors: [404],
  }),
  getDrawRecord: defineRoute(ROUTE.getDrawRecord, {
    tags,
    summary: "The public record of the lucky draw: seed hash before, seed + entrants + winners after",
    params: CampaignParams,
    responses: { 200: DrawRecordView },
    errors: [404],
  }),
  acceptPolicies: defineRoute(ROUTE.acceptPolicies, {
    tags,
    summary: "Accept the campaign's terms and privacy policy",
    params: CampaignParams,
    responses: { 200: z.object({ accepted: z.literal(true) }) },
    errors: [401, 404, 409],
  }),
  claim: defineRoute(ROUTE.claim, {
    tags,
    summary: "Claim the NFT (idempotent by key; nftContent-E2021 outside the distribution window)",
    params: CampaignParams,
    body: ClaimRequest,
    responses: { 200: ClaimResponse },
    errors: [401, 404, 409],
  }),
  receivedClaims: defineRoute(ROUTE.receivedClaims, {
    tags,
    summary: "What the fan received: their claims with the NFTs (receivedPage-2001 before claiming)",
    params: CampaignParams,
    responses: { 200: ReceivedClaims },
    errors: [401, 404],
  }),
  receivedNft: defineRoute(ROUTE.receivedNft, {
    tags,
    summary: "One NFT as the fan received it (receivedPage-2001 when they have no claim of it)",
    params: CampaignNftParams,
    responses: { 200: ReceivedNft },
    errors: [401, 404],
  }),
  applyForDraw: defineRoute(ROUTE.applyForDraw, {
    tags,
    summary: "Apply for the lucky draw (an instant draw answers WIN or FAILED at once)",
    params: CampaignParams,
    responses: { 200: DrawEntryResponse },
    errors: [401, 404, 409, 410],
  }),
  setEntryEmail: defineRoute(ROUTE.setEntryEmail, {
    tags,
    summary: "Leave a contact e-mail for the draw (listOfApplicant-E2000 when already given)",
    params: CampaignParams,
    body: EntryEmailRequest,
    responses: { 200: OkResponse },
    errors: [401, 404, 409],
  }),
  getDrawReceipt: defineRoute(ROUTE.getDrawReceipt, {
    tags,
    summary: "The signed-in fan's receipt for their own draw entry: leaf, proof path and entrant root",
    params: CampaignParams,
    responses: { 200: DrawReceiptView },
    errors: [401, 404],
  }),
  recordPageView: defineRoute(ROUTE.recordPageView, {
    tags,
    summary: "Count a view of the campaign page or its conditions page",
    params: CampaignParams,
    body: PageViewRequest,
    responses: { 200: OkResponse },
    errors: [401, 404],
  }),
  getFairnessReport: defineRoute(ROUTE.getFairnessReport, {
    tags,
    summary: "The public fairness report: supply, entrants, refusals by reason (counts only), the draw's proof",
    params: CampaignParams,
    responses: { 200: FairnessReportView },
    errors: [404],
  }),
};

import {
  AppError,
  acceptPolicies,
  applyForDraw,
  claim,
  completeCondition,
  getCampaignDetail,
  getCampaignTerms,
  getDrawRecord,
  getReceivedClaims,
  getReceivedNft,
  recordPageView,
  setEntryEmail,
} from "@fanfare/core";
import {
  CampaignDetail,
  CampaignNftParams,
  CampaignParams,
  CampaignTerms,
  ClaimRequest,
  ClaimResponse,
  ConditionCompletedResponse,
  ConditionParams,
  DrawEntryResponse,
  DrawRecordView,
  EntryEmailRequest,
  OkResponse,
  PageViewRequest,
  ReceivedClaims,
  ReceivedNft,
  RedeemCodeRequest,
  SubmitSurveyRequest,
  SubmitWalletAddressRequest,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors-schema";
import { optionalFan, requestMeta, requireFan } from "../fan";

/** The campaign pages' API: detail with state, policies, conditions, claim, lucky draw, page views. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["campaigns"];

  app.get(
    "/api/v1/campaigns/:campaignId",
    {
      schema: {
        tags,
        summary: "The campaign page: campaign, NFTs, conditions with the fan's progress, and the page state",
        params: CampaignParams,
        response: { 200: CampaignDetail, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await optionalFan(request);
      return getCampaignDetail(request.ctx, { campaignId: request.params.campaignId, fanId: fan?.id ?? null });
    },
  );

  app.get(
    "/api/v1/campaigns/:campaignId/terms",
    {
      schema: {
        tags,
        summary: "The campaign's terms and privacy policy",
        params: CampaignParams,
        response: { 200: CampaignTerms, ...errorResponses(404) },
      },
    },
    async (request) => getCampaignTerms(request.ctx, request.params),
  );

  app.get(
    "/api/v1/campaigns/:campaignId/draw",
    {
      schema: {
        tags,
        summary: "The public record of the lucky draw: seed hash before, seed + entrants + winners after",
        params: CampaignParams,
        response: { 200: DrawRecordView, ...errorResponses(404) },
      },
    },
    async (request) => {
      const record = await getDrawRecord(request.ctx, request.params);
      if (!record) throw new AppError("request-E1004");
      return record;
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/policies",
    {
      schema: {
        tags,
        summary: "Accept the campaign's terms and privacy policy",
        params: CampaignParams,
        response: { 200: z.object({ accepted: z.literal(true) }), ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return acceptPolicies(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
    },
  );

  const conditionRoute = (
    path: string,
    expect: "code" | "survey" | "wallet",
    body: typeof RedeemCodeRequest | typeof SubmitSurveyRequest | typeof SubmitWalletAddressRequest,
    summary: string,
  ) =>
    app.post(
      `/api/v1/campaigns/:campaignId/conditions/:conditionId/${path}`,
      {
        schema: {
          tags,
          summary,
          params: ConditionParams,
          body,
          response: { 200: ConditionCompletedResponse, ...errorResponses(401, 404, 409, 410) },
        },
      },
      async (request) => {
        const fan = await requireFan(request);
        return completeCondition(
          request.ctx,
          { fanId: fan.id, ...request.params, expect, body: request.body },
          requestMeta(request),
        );
      },
    );
  conditionRoute("code", "code", RedeemCodeRequest, "Enter a code (single, multiple or NFT-linked code conditions)");
  conditionRoute("survey", "survey", SubmitSurveyRequest, "Answer the survey");
  conditionRoute("wallet-address", "wallet", SubmitWalletAddressRequest, "Give the wallet address (EIP-55)");

  app.post(
    "/api/v1/campaigns/:campaignId/conditions/:conditionId/nft-own",
    {
      schema: {
        tags,
        summary: "Verify NFT ownership (NFT_OWN_UNLIMITED): balanceOf across the fan's linked and web wallets",
        params: ConditionParams,
        response: { 200: ConditionCompletedResponse, ...errorResponses(401, 404, 409, 410) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return completeCondition(
        request.ctx,
        { fanId: fan.id, ...request.params, expect: "nft-own", body: null },
        requestMeta(request),
      );
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/claim",
    {
      schema: {
        tags,
        summary: "Claim the NFT (idempotent by key; nftContent-E2021 outside the distribution window)",
        params: CampaignParams,
        body: ClaimRequest,
        response: { 200: ClaimResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return claim(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId, ...request.body });
    },
  );

  app.get(
    "/api/v1/campaigns/:campaignId/claims/mine",
    {
      schema: {
        tags,
        summary: "What the fan received: their claims with the NFTs (receivedPage-2001 before claiming)",
        params: CampaignParams,
        response: { 200: ReceivedClaims, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return getReceivedClaims(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
    },
  );

  app.get(
    "/api/v1/campaigns/:campaignId/nfts/:nftId",
    {
      schema: {
        tags,
        summary: "One NFT as the fan received it (receivedPage-2001 when they have no claim of it)",
        params: CampaignNftParams,
        response: { 200: ReceivedNft, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return getReceivedNft(request.ctx, { fanId: fan.id, ...request.params });
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/draw-entry",
    {
      schema: {
        tags,
        summary: "Apply for the lucky draw (an instant draw answers WIN or FAILED at once)",
        params: CampaignParams,
        response: { 200: DrawEntryResponse, ...errorResponses(401, 404, 409, 410) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return applyForDraw(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/draw-entry/email",
    {
      schema: {
        tags,
        summary: "Leave a contact e-mail for the draw (listOfApplicant-E2000 when already given)",
        params: CampaignParams,
        body: EntryEmailRequest,
        response: { 200: OkResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return setEntryEmail(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId, ...request.body });
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/page-views",
    {
      schema: {
        tags,
        summary: "Count a view of the campaign page or its conditions page",
        params: CampaignParams,
        body: PageViewRequest,
        response: { 200: OkResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await optionalFan(request);
      await recordPageView(request.ctx, {
        campaignId: request.params.campaignId,
        fanId: fan?.id ?? null,
        ...request.body,
      });
      return { ok: true as const };
    },
  );
};

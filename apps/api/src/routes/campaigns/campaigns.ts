import {
  AppError,
  acceptPolicies,
  applyForDraw,
  claim,
  getCampaignDetail,
  getCampaignTerms,
  getDrawReceipt,
  getDrawRecord,
  getReceivedClaims,
  getReceivedNft,
  recordPageView,
  setEntryEmail,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalFan, requireFan } from "../fan";
import { registerRoute } from "../register";
import { requireFanFor } from "./fan-for-campaign";

/** The campaign pages' API: detail with state, policies, conditions, claim, lucky draw, page views. */
// The conditions' completion routes are derived from the condition kinds: see ./conditions.ts.
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.getCampaign, async (request) => {
    const fan = await optionalFan(request);
    return getCampaignDetail(request.ctx, { campaignId: request.params.campaignId, fanId: fan?.id ?? null });
  });

  registerRoute(app, API_ROUTES.getCampaignTerms, async (request) => getCampaignTerms(request.ctx, request.params));

  registerRoute(app, API_ROUTES.getDrawRecord, async (request) => {
    const record = await getDrawRecord(request.ctx, request.params);
    if (!record) throw new AppError("request-E1004");
    return record;
  });

  // Own entry only: the fan comes from the session, never from the request (404 without an entry).
  registerRoute(app, API_ROUTES.getDrawReceipt, async (request) => {
    const fan = await requireFan(request);
    return getDrawReceipt(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
  });

  registerRoute(app, API_ROUTES.acceptPolicies, async (request) => {
    const fan = await requireFanFor(request, request.params.campaignId);
    return acceptPolicies(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
  });

  registerRoute(app, API_ROUTES.claim, async (request) => {
    const fan = await requireFanFor(request, request.params.campaignId);
    return claim(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId, ...request.body });
  });

  registerRoute(app, API_ROUTES.receivedClaims, async (request) => {
    const fan = await requireFan(request);
    return getReceivedClaims(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
  });

  registerRoute(app, API_ROUTES.receivedNft, async (request) => {
    const fan = await requireFan(request);
    return getReceivedNft(request.ctx, { fanId: fan.id, ...request.params });
  });

  registerRoute(app, API_ROUTES.applyForDraw, async (request) => {
    const fan = await requireFanFor(request, request.params.campaignId);
    return applyForDraw(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId });
  });

  registerRoute(app, API_ROUTES.setEntryEmail, async (request) => {
    const fan = await requireFan(request);
    return setEntryEmail(request.ctx, { fanId: fan.id, campaignId: request.params.campaignId, ...request.body });
  });

  registerRoute(app, API_ROUTES.recordPageView, async (request) => {
    const fan = await optionalFan(request);
    await recordPageView(request.ctx, {
      campaignId: request.params.campaignId,
      fanId: fan?.id ?? null,
      ...request.body,
    });
    return { ok: true as const };
  });
};

import { z } from "zod";
import { ConditionParams } from "../schemas/campaigns";
import {
  SocialAccountList,
  SocialCallbackQuery,
  SocialPostList,
  SocialProviderParams,
  StartSocialConnectRequest,
  StartSocialConnectResponse,
} from "../schemas/social";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["social"];

export const socialRoutes = {
  socialAccounts: defineRoute(ROUTE.socialAccounts, {
    tags,
    summary: "The providers this server offers (others are hidden) and the fan's connected account on each",
    responses: { 200: SocialAccountList },
    errors: [401],
  }),
  unlinkSocialAccount: defineRoute(ROUTE.unlinkSocialAccount, {
    tags,
    summary: "Disconnect a provider (its tokens are deleted)",
    params: SocialProviderParams,
    responses: { 200: z.object({ unlinked: z.literal(true) }) },
    errors: [401, 404, 409],
  }),
  startSocialConnect: defineRoute(ROUTE.startSocialConnect, {
    tags,
    summary: "Start connecting the account a condition needs: the provider's authorize URL (state + PKCE)",
    params: ConditionParams,
    body: StartSocialConnectRequest,
    responses: { 200: StartSocialConnectResponse },
    errors: [401, 404, 410],
  }),
  /** A browser redirect, not a JSON call: answers 302 to the page the fan came from. */
  socialCallback: defineRoute(ROUTE.socialCallback, {
    tags,
    summary:
      "The provider's redirect back: links the account (only in the browser and for the fan that started the " +
      "connect, else socialAccount-E2006), then sends the fan to the page they came from",
    params: SocialProviderParams,
    query: SocialCallbackQuery,
    responses: { 302: z.null() },
    errors: [404],
  }),
  recentPosts: defineRoute(ROUTE.recentPosts, {
    tags,
    summary: "The fan's posts since the campaign started, to pick the one to verify",
    params: ConditionParams,
    responses: { 200: SocialPostList },
    errors: [401, 404, 409, 410, 502],
  }),
};

import { type ConditionType, SpotifyConditionRequest } from "@fanfare/protocol";
import type { z } from "zod";
import { AppError, isAppError } from "../../errors";
import { clearSocialConditionState } from "../../social/condition-states";
import { callPolicy, requireSocial } from "../../social/config";
import { ProviderError } from "../../social/http";
import { providerContext } from "../../social/providers";
import { spotifyCheckLibrary } from "../../social/spotify/check-library";
import { spotifySaveToLibrary } from "../../social/spotify/save-to-library";
import { spotifyTargetOf } from "../../social/spotify/target-of";
import { spotifyOpenUrl } from "../../social/spotify/targets";
import { withAccessToken } from "../../social/with-access-token";
import type { ConditionModule } from "../module";
import { conditionProgress } from "../tables";

/**
 * The three Spotify kinds share one way of completing: `verify` reads the fan's library back
 * (`…/contains`); `do-it-for-me` (only with the fan's consent) saves / follows first, then reads back.
 * Not there: spotifyCondition-E2007. Spotify failing in any way: -E2001. A missing scope or a revoked
 * grant: socialAccount-E2001 (connect again; the new grant adds the scopes).
 */
export function spotifyCondition(type: ConditionType, slug: string, configSchema: z.ZodType): ConditionModule {
  return {
    type,
    tab: "social",
    slug,
    configSchema,
    describe: (config) => {
      const target = spotifyTargetOf(type, config);
      return {
        social: {
          provider: "SPOTIFY",
          target: { ...target, url: spotifyOpenUrl(target) },
          hashtag: null,
          permissionRejected: false,
          hashtagMissing: false,
          verifiedPostUrl: null,
        },
      };
    },
    check: (progress) => progress !== undefined,
    async complete({ ctx, campaign, condition, fanId, now, input }) {
      const body = SpotifyConditionRequest.safeParse(input);
      if (!body.success) throw new AppError("request-E1000");
      if (body.data.action === "do-it-for-me" && body.data.consent !== true) throw new AppError("socialAccount-E2005");
      const target = spotifyTargetOf(type, condition.config);
      const config = requireSocial(ctx).spotify;
      if (!config) throw new AppError("socialAccount-E2002");
      const policy = callPolicy(ctx);
      try {
        await withAccessToken(ctx, fanId, "SPOTIFY", async ({ token, account }) => {
          if (body.data.action === "do-it-for-me") await spotifySaveToLibrary(config, policy, token, target);
          const done = await spotifyCheckLibrary(config, policy, token, target);
          if (!done) throw new AppError("spotifyCondition-E2007");
          await ctx.db
            .insert(conditionProgress)
            .values({
              conditionId: condition.id,
              userId: fanId,
              campaignId: campaign.id,
              data: { method: body.data.action, spotifyUserId: account.providerUserId, target },
              completedAt: now,
            })
            .onConflictDoNothing();
        });
      } catch (error) {
        if (isAppError(error)) throw error;
        if (error instanceof ProviderError) {
          ctx.log.warn({ failure: error.failure, status: error.status }, "spotify call failed");
          const why = { cause: error, context: providerContext("SPOTIFY", error) };
          if (error.failure === "forbidden") throw new AppError("socialAccount-E2001", why);
          throw new AppError("spotifyCondition-E2001", why);
        }
        throw error;
      }
      await clearSocialConditionState(ctx.db, condition.id, fanId);
    },
  };
}

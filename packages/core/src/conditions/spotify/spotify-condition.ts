import { CONDITION_KIND_BY_TYPE, SpotifyConditionRequest } from "@fanfare/protocol";
import { AppError, isAppError } from "../../errors";
import { clearSocialConditionState } from "../../social/condition-states";
import { callPolicy, providerConfig } from "../../social/config";
import { ProviderError } from "../../social/http";
import { providerContext } from "../../social/providers";
import { spotifyCheckLibrary } from "../../social/spotify/check-library";
import { spotifySaveToLibrary } from "../../social/spotify/save-to-library";
import { type SpotifyTarget, spotifyOpenUrl, spotifyScopesFor } from "../../social/spotify/targets";
import { withAccessToken } from "../../social/with-access-token";
import { type ConditionModule, type ConditionSettings, storeAsIs } from "../module";
import { conditionProgress } from "../tables";

type SpotifyKindType = "SPOTIFY_LIKE_SONG" | "SPOTIFY_FOLLOW_ARTIST" | "SPOTIFY_ADD_PLAYLIST_OR_ALBUM";

/**
 * The three Spotify kinds share one way of completing: `verify` reads the fan's library back
 * (`…/contains`); `do-it-for-me` (only with the fan's consent) saves / follows first, then reads back.
 * Not there: spotifyCondition-E2007. Spotify failing in any way: -E2001. A missing scope or a revoked
 * grant: socialAccount-E2001 (connect again; the new grant adds the scopes).
 */
export function spotifyCondition<Type extends SpotifyKindType>(
  type: Type,
  /** The target the kind's stored config names (the config is parsed with the kind's settings first). */
  targetOf: (settings: ConditionSettings<Type>) => SpotifyTarget,
): ConditionModule<Type> {
  const kind = CONDITION_KIND_BY_TYPE[type];
  const target = (config: unknown) => targetOf(kind.settings.parse(config) as ConditionSettings<Type>);
  return {
    kind,
    configSchema: kind.settings,
    storeSettings: storeAsIs,
    connectScopes: (config) => spotifyScopesFor(target(config)),
    describe: (config) => {
      const spotifyTarget = target(config);
      return {
        social: {
          provider: "SPOTIFY",
          target: { ...spotifyTarget, url: spotifyOpenUrl(spotifyTarget) },
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
      const spotifyTarget = target(condition.config);
      const config = providerConfig(ctx, "SPOTIFY");
      const policy = callPolicy(ctx);
      try {
        await withAccessToken(ctx, fanId, "SPOTIFY", async ({ token, account }) => {
          if (body.data.action === "do-it-for-me") await spotifySaveToLibrary(config, policy, token, spotifyTarget);
          const done = await spotifyCheckLibrary(config, policy, token, spotifyTarget);
          if (!done) throw new AppError("spotifyCondition-E2007");
          await ctx.db
            .insert(conditionProgress)
            .values({
              conditionId: condition.id,
              userId: fanId,
              campaignId: campaign.id,
              data: { method: body.data.action, spotifyUserId: account.providerUserId, target: spotifyTarget },
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

import { z } from "zod";
import { SOCIAL_PROVIDER_URL_SLUGS, SOCIAL_PROVIDERS, SOCIAL_TARGET_KINDS } from "../registry";
import { ReturnPath } from "./common";

// The kinds' settings and completion bodies live in their files under condition-kinds/ (ADR 0020).
export {
  Hashtag,
  HashtagConditionRequest,
  HashtagConfig,
  SpotifyConditionRequest,
  SpotifyId,
} from "../condition-kinds/parts/social";
export { SpotifyAddPlaylistOrAlbumConfig } from "../condition-kinds/spotify-add-playlist-or-album";
export { SpotifyFollowArtistConfig } from "../condition-kinds/spotify-follow-artist";
export { SpotifyLikeSongConfig } from "../condition-kinds/spotify-like-song";

/** What the fan sees of a music or social condition (ConditionView.social). */
export const SocialConditionView = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** What to act on (Spotify: what to like / follow / add), with its link; kinds come from the providers. */
  target: z
    .object({
      kind: z.enum(SOCIAL_TARGET_KINDS),
      id: z.string(),
      url: z.string(),
      /** How the operator named it (a YouTube channel's name), when the kind's settings have one. */
      name: z.string().optional(),
    })
    .nullable(),
  /** Hashtag kinds: the hashtag, without `#`. */
  hashtag: z.string().nullable(),
  /** The fan refused the permission this condition needs (RejectPermission). */
  permissionRejected: z.boolean(),
  /** The fan's last post checked did not carry the hashtag (HasNotHashtag). */
  hashtagMissing: z.boolean(),
  /** Once completed: the post that was verified (hashtag kinds). */
  verifiedPostUrl: z.string().nullable(),
});
export type SocialConditionView = z.infer<typeof SocialConditionView>;

export const SocialProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDER_URL_SLUGS) });

/**
 * Starts connecting the account a condition needs; `returnTo` is the web page to come back to: a path of
 * this site by the shared rule (ReturnPath), and only the characters a page's pathname has.
 */
export const StartSocialConnectRequest = z.object({
  returnTo: ReturnPath.max(500).regex(/^\/[A-Za-z0-9/_.~%-]*$/, "must be a path of this site"),
});
export const StartSocialConnectResponse = z.object({ authorizeUrl: z.string() });

/**
 * The provider's redirect back (authorization-code flow): `code` + `state`, or `error` (+ description).
 * Everything optional and loose: it comes from the browser as the provider built it.
 */
export const SocialCallbackQuery = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  scopes: z.string().max(500).optional(),
});

export const SocialPost = z.object({
  id: z.string(),
  url: z.string(),
  caption: z.string(),
  postedAt: z.string(),
  hasHashtag: z.boolean(),
});
export const SocialPostList = z.object({ posts: z.array(SocialPost) });

export const SocialAccountView = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  displayName: z.string(),
  /** RECONNECT: the grant was revoked or cannot be refreshed; the fan connects again. */
  status: z.enum(["ACTIVE", "RECONNECT"]),
  connectedAt: z.string(),
});
export type SocialAccountView = z.infer<typeof SocialAccountView>;

/** The providers configured on this deployment (others are hidden) and the fan's account on each. */
export const SocialAccountList = z
  .object({
    providers: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), account: SocialAccountView.nullable() })),
  })
  .meta({ id: "SocialAccounts" });
export type SocialAccountList = z.infer<typeof SocialAccountList>;

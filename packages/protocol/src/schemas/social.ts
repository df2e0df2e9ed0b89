import { z } from "zod";
import { SOCIAL_PROVIDERS } from "../enums";
import { ReturnPath } from "../return-path";

/** A Spotify catalogue id: 22 base62 characters (as in open.spotify.com/track/<id>). */
export const SpotifyId = z.string().regex(/^[0-9A-Za-z]{22}$/, "must be a Spotify id (22 base62 characters)");

/** A hashtag without its `#`: letters (any script), digits and underscores, as Instagram and TikTok parse them. */
export const Hashtag = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#/, ""))
  .pipe(z.string().regex(/^[\p{L}\p{M}\p{N}_]{1,100}$/u, "must be one hashtag (letters, digits, _)"));

/** SPOTIFY_LIKE_SONG: the track the fan saves to their library. */
export const SpotifyLikeSongConfig = z.object({ trackId: SpotifyId }).strict();
/** SPOTIFY_FOLLOW_ARTIST: the artist the fan follows. */
export const SpotifyFollowArtistConfig = z.object({ artistId: SpotifyId }).strict();
/** SPOTIFY_ADD_PLAYLIST_OR_ALBUM: the playlist the fan follows, or the album they save. */
export const SpotifyAddPlaylistOrAlbumConfig = z
  .object({ target: z.enum(["playlist", "album"]), id: SpotifyId })
  .strict();
/** INSTAGRAM_HASHTAG / TIKTOK_HASHTAG: the hashtag a post inside the campaign window must carry. */
export const HashtagConfig = z.object({ hashtag: Hashtag }).strict();

/** What the fan sees of a music or social condition (ConditionView.social). */
export const SocialConditionView = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** Spotify: what to like / follow / add, with its open.spotify.com link. */
  target: z
    .object({ kind: z.enum(["track", "artist", "playlist", "album"]), id: z.string(), url: z.string() })
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

export const SocialProviderParams = z.object({ provider: z.enum(["spotify", "instagram", "tiktok"]) });

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

/** Spotify conditions: check the fan's library, or (with consent) let Fanfare do it and read it back. */
export const SpotifyConditionRequest = z.object({
  action: z.enum(["verify", "do-it-for-me"]),
  /** do-it-for-me only: the fan agreed that Fanfare acts on their Spotify account. */
  consent: z.boolean().optional(),
});

/** Hashtag conditions: the post by its URL, or by its id from the fan's recent posts. */
export const HashtagConditionRequest = z
  .object({ postUrl: z.string().max(2048).optional(), postId: z.string().max(100).optional() })
  .refine((body) => Boolean(body.postUrl) !== Boolean(body.postId), "give either postUrl or postId");

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

import { z } from "zod";
import { defineConditionAction } from "../../definitions";

/** A Spotify catalogue id: 22 base62 characters (as in open.spotify.com/track/<id>). */
export const SpotifyId = z.string().regex(/^[0-9A-Za-z]{22}$/, "must be a Spotify id (22 base62 characters)");

/** A hashtag without its `#`: letters (any script), digits and underscores, as Instagram and TikTok parse them. */
export const Hashtag = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#/, ""))
  .pipe(z.string().regex(/^[\p{L}\p{M}\p{N}_]{1,100}$/u, "must be one hashtag (letters, digits, _)"));

/** INSTAGRAM_HASHTAG / TIKTOK_HASHTAG: the hashtag a post inside the campaign window must carry. */
export const HashtagConfig = z.object({ hashtag: Hashtag }).strict();

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

export const SPOTIFY_ACTION = defineConditionAction({
  name: "spotify",
  body: SpotifyConditionRequest,
  summary: "Spotify conditions: verify (read the library back) or do it for me (with consent), then verify",
});

export const HASHTAG_ACTION = defineConditionAction({
  name: "hashtag",
  body: HashtagConditionRequest,
  summary: "Hashtag conditions: the fan's post (URL or id) is read through their account and checked",
});

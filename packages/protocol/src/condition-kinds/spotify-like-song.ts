import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { SPOTIFY_ACTION, SpotifyId } from "./parts/social";

/** SPOTIFY_LIKE_SONG: the track the fan saves to their library. */
export const SpotifyLikeSongConfig = z.object({ trackId: SpotifyId }).strict();

export const SPOTIFY_LIKE_SONG = defineConditionKind({
  type: "SPOTIFY_LIKE_SONG",
  slug: "spotify-like-song",
  tab: "social",
  provider: "SPOTIFY",
  proof: "PROVIDER",
  settings: SpotifyLikeSongConfig,
  action: SPOTIFY_ACTION,
  errors: {},
});

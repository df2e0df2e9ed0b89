import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { SPOTIFY_ACTION, SpotifyId } from "./parts/social";

/** SPOTIFY_FOLLOW_ARTIST: the artist the fan follows. */
export const SpotifyFollowArtistConfig = z.object({ artistId: SpotifyId }).strict();

export const SPOTIFY_FOLLOW_ARTIST = defineConditionKind({
  type: "SPOTIFY_FOLLOW_ARTIST",
  slug: "spotify-follow-artist",
  tab: "social",
  provider: "SPOTIFY",
  proof: "PROVIDER",
  settings: SpotifyFollowArtistConfig,
  action: SPOTIFY_ACTION,
  errors: {},
});

import { describe, expect, it } from "vitest";
import { conditionText } from "./campaign-texts";

const social = (kind: "track" | "artist" | "playlist" | "album") => ({
  provider: "SPOTIFY" as const,
  target: { kind, id: "0fanfareSandboxPlaylst", url: `https://open.spotify.com/${kind}/0fanfareSandboxPlaylst` },
  hashtag: null,
  permissionRejected: false,
  hashtagMissing: false,
  verifiedPostUrl: null,
});

describe("conditionText", () => {
  it("names the playlist or the album a SPOTIFY_ADD_PLAYLIST_OR_ALBUM condition asks for", () => {
    expect(conditionText({ type: "SPOTIFY_ADD_PLAYLIST_OR_ALBUM", social: social("playlist") })).toBe(
      "condition.spotifyTarget.playlist",
    );
    expect(conditionText({ type: "SPOTIFY_ADD_PLAYLIST_OR_ALBUM", social: social("album") })).toBe(
      "condition.spotifyTarget.album",
    );
  });

  it("falls back to the type's name without a target, and for every other type", () => {
    expect(conditionText({ type: "SPOTIFY_ADD_PLAYLIST_OR_ALBUM", social: null })).toBe(
      "condition.type.SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
    );
    expect(conditionText({ type: "SPOTIFY_FOLLOW_ARTIST", social: social("artist") })).toBe(
      "condition.type.SPOTIFY_FOLLOW_ARTIST",
    );
    expect(conditionText({ type: "SURVEY", social: null })).toBe("condition.type.SURVEY");
  });
});

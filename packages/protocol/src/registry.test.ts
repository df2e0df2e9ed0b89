import { describe, expect, expectTypeOf, it } from "vitest";
import { ERRORS, type ErrorCode } from "./errors";
import {
  CONDITION_ACTIONS,
  CONDITION_KINDS,
  CONDITION_TYPES,
  type ConditionActionBody,
  type ConditionType,
  SOCIAL_PROVIDER_DEFINITIONS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from "./registry";
import { ConditionDefinition } from "./schemas/campaigns";

describe("the registry of kinds and providers", () => {
  it("derives the spec's types and providers from the declarations", () => {
    expect(CONDITION_TYPES).toEqual([
      "NONE",
      "INSTAGRAM_HASHTAG",
      "SURVEY",
      "SPOTIFY_LIKE_SONG",
      "SPOTIFY_FOLLOW_ARTIST",
      "NFT_OWN_UNLIMITED",
      "WALLET_ADDRESS_RECEIVED",
      "SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
      "TIKTOK_HASHTAG",
      "SPECIFY_A_SINGLE_CODE",
      "SPECIFY_MULTIPLE_CODES",
      "NFT_IS_LINKED_BY_CODE",
      "YOUTUBE_SUBSCRIBE_CHANNEL",
    ]);
    expect(SOCIAL_PROVIDERS).toEqual(["SPOTIFY", "INSTAGRAM", "TIKTOK", "YOUTUBE"]);
    expectTypeOf<ConditionType>().toEqualTypeOf<(typeof CONDITION_TYPES)[number]>();
    expectTypeOf<SocialProvider>().toEqualTypeOf<"SPOTIFY" | "INSTAGRAM" | "TIKTOK" | "YOUTUBE">();
  });

  it("gives each completion route once; the code kinds share one", () => {
    expect(CONDITION_ACTIONS.map((a) => a.name).sort()).toEqual(
      ["code", "hashtag", "spotify", "survey", "verify", "wallet-address"].sort(),
    );
    const codeKinds = CONDITION_KINDS.filter((k) => k.action?.name === "code").map((k) => k.type);
    expect(codeKinds.sort()).toEqual(["NFT_IS_LINKED_BY_CODE", "SPECIFY_A_SINGLE_CODE", "SPECIFY_MULTIPLE_CODES"]);
    expectTypeOf<ConditionActionBody<"code">>().toEqualTypeOf<{ code: string }>();
  });

  it("merges every kind's and provider's error codes into the catalogue, typed", () => {
    for (const declared of [...CONDITION_KINDS, ...SOCIAL_PROVIDER_DEFINITIONS]) {
      for (const [code, def] of Object.entries(declared.errors)) expect(ERRORS[code as ErrorCode]).toEqual(def);
    }
    expect(ERRORS["spotifyCondition-E2001"].status).toBe(502);
    expectTypeOf<"tiktokCondition-E2011">().toExtend<ErrorCode>();
    expectTypeOf<"nftOwn-E2001">().toExtend<ErrorCode>();
  });

  it("builds the operator's condition definition from each kind's settings", () => {
    expect(ConditionDefinition.parse({ type: "TIKTOK_HASHTAG", hashtag: "#fanfare" })).toEqual({
      type: "TIKTOK_HASHTAG",
      hashtag: "fanfare",
    });
    // Social settings stay strict, as before: an unknown field is refused, not dropped.
    expect(ConditionDefinition.safeParse({ type: "SPOTIFY_LIKE_SONG", trackId: "0".repeat(22), x: 1 }).success).toBe(
      false,
    );
    expect(ConditionDefinition.parse({ type: "SPECIFY_MULTIPLE_CODES" })).toEqual({
      type: "SPECIFY_MULTIPLE_CODES",
      codes: [],
    });
    expect(ConditionDefinition.safeParse({ type: "UNKNOWN" }).success).toBe(false);
  });
});

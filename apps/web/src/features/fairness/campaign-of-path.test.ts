import { describe, expect, it } from "vitest";
import { campaignIdOfPath } from "./campaign-of-path";

const ID = "22222222-2222-4222-8222-222222222222";

describe("campaignIdOfPath", () => {
  it("finds the campaign of a campaign page or a page under it, with or without the locale", () => {
    expect(campaignIdOfPath(`/ja/projects/p1/${ID}`)).toBe(ID);
    expect(campaignIdOfPath(`/projects/p1/${ID}/code-input`)).toBe(ID);
    expect(campaignIdOfPath(`/th/projects/p1/${ID.toUpperCase()}?x=1`)).toBe(ID);
  });

  it("nothing for other pages or a campaign segment that is not an id", () => {
    expect(campaignIdOfPath(undefined)).toBeUndefined();
    expect(campaignIdOfPath("/ja/projects/p1")).toBeUndefined();
    expect(campaignIdOfPath("/ja/projects/p1/channels")).toBeUndefined();
    expect(campaignIdOfPath(`/ja/wallet/${ID}`)).toBeUndefined();
    expect(campaignIdOfPath(`/ja/projects/p1/${ID}x`)).toBeUndefined();
  });
});

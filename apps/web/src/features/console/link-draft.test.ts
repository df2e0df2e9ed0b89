import { describe, expect, it } from "vitest";
import { draftsFromLinks, linksFromDrafts, newLinkDraft } from "./link-draft";

describe("link drafts", () => {
  it("send the address trimmed and a label only when a language was written", () => {
    expect(
      linksFromDrafts([
        { ...newLinkDraft(), type: "TWITTER", url: " https://x.com/artist ", label: { ja: "公式X", en: " " } },
        { ...newLinkDraft(), url: "https://artist.example", label: { en: "" } },
      ]),
    ).toEqual([
      { type: "TWITTER", url: "https://x.com/artist", label: { ja: "公式X" } },
      { type: "URL", url: "https://artist.example" },
    ]);
  });

  it("read saved links back as rows, each with its own key, and send them unchanged", () => {
    const saved = [
      { type: "INSTAGRAM" as const, url: "https://www.instagram.com/artist" },
      { type: "INSTAGRAM" as const, url: "https://www.instagram.com/artist", label: { ja: "別アカウント" } },
    ];
    const drafts = draftsFromLinks(saved);
    expect(new Set(drafts.map((d) => d.uid)).size).toBe(2);
    expect(linksFromDrafts(drafts)).toEqual(saved);
  });
});

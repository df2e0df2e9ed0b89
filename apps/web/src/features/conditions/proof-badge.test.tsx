import type { ConditionView } from "@fanfare/protocol";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { ProofBadge } from "./proof-badge";

type Proven = Pick<ConditionView, "type" | "proof" | "provider">;

function badge(condition: Proven) {
  const { container } = renderWithApp(<ProofBadge condition={condition} />);
  return container.querySelector("[data-proof]");
}

describe("ProofBadge", () => {
  it.each([
    [{ type: "SPOTIFY_LIKE_SONG", proof: "PROVIDER", provider: "SPOTIFY" }, "Verified by Spotify"],
    [{ type: "YOUTUBE_SUBSCRIBE_CHANNEL", proof: "PROVIDER", provider: "YOUTUBE" }, "Verified by YouTube"],
    [{ type: "NFT_OWN_UNLIMITED", proof: "CHAIN", provider: null }, "Verified on chain"],
    [{ type: "SPECIFY_MULTIPLE_CODES", proof: "CODE", provider: null }, "Proven by a code"],
    [{ type: "SURVEY", proof: "SELF_ATTESTED", provider: null }, "Self-declared"],
  ] satisfies [Proven, string][])("%o → %s", (condition, text) => {
    const found = badge(condition);
    expect(found?.getAttribute("data-proof")).toBe(condition.proof);
    expect(found?.textContent).toBe(text);
    // The drawing is decoration: the words carry the meaning.
    expect(found?.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("a provider's kind without its provider still says it was verified", () => {
    expect(badge({ type: "INSTAGRAM_HASHTAG", proof: "PROVIDER", provider: null })?.textContent).toBe(
      "Verified by the service",
    );
  });

  it("NONE asks nothing, so proves nothing: no badge", () => {
    expect(badge({ type: "NONE", proof: "SELF_ATTESTED", provider: null })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { providerList } from "./legal-document";
import { PRIVACY_POLICY } from "./privacy-policy";

describe("providerList", () => {
  it("names the providers as each language lists them", () => {
    expect(providerList("en", ["Spotify", "Instagram", "TikTok"])).toBe("Spotify, Instagram or TikTok");
    expect(providerList("ja", ["Spotify", "Instagram", "TikTok"])).toBe("Spotify、Instagram、TikTok");
    expect(providerList("en", ["Spotify"])).toBe("Spotify");
  });

  it("is how the privacy policy names the linked services (from the providers' registry)", () => {
    const items = PRIVACY_POLICY.en.sections.flatMap((section) => section.items ?? []);
    expect(items).toContain(
      "Linked-service data: when you link Spotify, Instagram, TikTok or YouTube for a condition, the identifiers and the data needed to check that condition (for example whether a post carries the hashtag).",
    );
  });
});

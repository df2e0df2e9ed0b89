import type { CampaignDetail } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { campaignMetadata, shortDescription } from "./campaign-metadata";

type Art = Pick<CampaignDetail, "title" | "description" | "imageUrl" | "nfts">;

const nft = (imageUrl: string | null) => ({ imageUrl }) as unknown as CampaignDetail["nfts"][number];

const campaign: Art = {
  title: { ja: "春のキャンペーン", en: "Spring campaign", fr: null, th: "แคมเปญฤดูใบไม้ผลิ" },
  description: { ja: "春の\n限定NFT", en: "A spring\n  NFT, for fans.", fr: null, th: "NFT ฤดูใบไม้ผลิ" },
  imageUrl: "/demo/present.svg",
  nfts: [nft("/demo/nft-red.svg")],
} as unknown as Art;

const base = {
  projectId: "p1",
  campaignId: "c1",
  publicUrl: "https://fans.example",
  fallbackTitle: "Campaign",
  siteName: "Fanfare",
};

describe("campaignMetadata", () => {
  it("gives the title, description and share card in the page's language, with absolute URLs", () => {
    const metadata = campaignMetadata({ ...base, campaign, locale: "en" });
    expect(metadata.title).toBe("Spring campaign");
    expect(metadata.description).toBe("A spring NFT, for fans.");
    expect(metadata.openGraph).toEqual({
      type: "website",
      url: "https://fans.example/en/projects/p1/c1",
      siteName: "Fanfare",
      title: "Spring campaign",
      description: "A spring NFT, for fans.",
      locale: "en_US",
      alternateLocale: ["ja_JP", "fr_FR", "th_TH"],
      images: [{ url: "https://fans.example/demo/present.svg", alt: "Spring campaign" }],
    });
    expect(metadata.twitter).toEqual({
      card: "summary_large_image",
      title: "Spring campaign",
      description: "A spring NFT, for fans.",
      images: ["https://fans.example/demo/present.svg"],
    });
  });

  it("falls back to Japanese for a text the language lacks", () => {
    const metadata = campaignMetadata({ ...base, campaign, locale: "fr" });
    expect(metadata.title).toBe("春のキャンペーン");
    expect(metadata.description).toBe("春の 限定NFT");
    expect(metadata.openGraph).toMatchObject({ locale: "fr_FR", url: "https://fans.example/fr/projects/p1/c1" });
  });

  it("lists the page in every language, Japanese as the default", () => {
    const { alternates } = campaignMetadata({ ...base, campaign, locale: "th" });
    expect(alternates).toEqual({
      canonical: "https://fans.example/th/projects/p1/c1",
      languages: {
        ja: "https://fans.example/ja/projects/p1/c1",
        en: "https://fans.example/en/projects/p1/c1",
        fr: "https://fans.example/fr/projects/p1/c1",
        th: "https://fans.example/th/projects/p1/c1",
        "x-default": "https://fans.example/ja/projects/p1/c1",
      },
    });
  });

  it("uses the first NFT's art when the campaign has none, and keeps an image hosted elsewhere as it is", () => {
    const fromNft = campaignMetadata({ ...base, campaign: { ...campaign, imageUrl: null }, locale: "ja" });
    expect(fromNft.twitter).toMatchObject({ images: ["https://fans.example/demo/nft-red.svg"] });
    const hosted = { ...campaign, imageUrl: "https://cdn.example/art.png" };
    expect(campaignMetadata({ ...base, campaign: hosted, locale: "ja" }).twitter).toMatchObject({
      images: ["https://cdn.example/art.png"],
    });
    const bare = campaignMetadata({ ...base, campaign: { ...campaign, imageUrl: null, nfts: [] }, locale: "ja" });
    expect(bare.twitter).toMatchObject({ images: [] });
    expect(bare.openGraph).toMatchObject({ images: [] });
  });

  it("escapes the ids in the URLs", () => {
    const metadata = campaignMetadata({ ...base, campaignId: "a b/c", campaign, locale: "ja" });
    expect(metadata.openGraph).toMatchObject({ url: "https://fans.example/ja/projects/p1/a%20b%2Fc" });
  });

  it("without the campaign, gives only the fallback title and the alternates", () => {
    const metadata = campaignMetadata({ ...base, campaign: null, locale: "ja" });
    expect(metadata).toEqual({
      title: "Campaign",
      alternates: expect.objectContaining({ canonical: "https://fans.example/ja/projects/p1/c1" }),
    });
  });
});

describe("shortDescription", () => {
  it("cuts a long text on a character, not in the middle of one", () => {
    expect(shortDescription("あいうえお", 5)).toBe("あいうえお");
    expect(shortDescription("あいうえおか", 5)).toBe("あいうえ…");
    expect(shortDescription("😀😀😀", 2)).toBe("😀…");
    expect(shortDescription("one two three", 9)).toBe("one two…");
  });
});

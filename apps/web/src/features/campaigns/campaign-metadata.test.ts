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

/** The English card of campaign c1 of project p1, whatever its fingerprint. */
const CARD_URL_EN = /^https:\/\/fans\.example\/en\/projects\/p1\/c1\/share-image\.png\?v=[0-9a-z]+$/;

function imageUrlOf(metadata: ReturnType<typeof campaignMetadata>): string {
  const images = metadata.twitter && "images" in metadata.twitter ? metadata.twitter.images : undefined;
  const first = Array.isArray(images) ? images[0] : images;
  return typeof first === "object" && first && "url" in first ? String(first.url) : "";
}

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
      images: [
        {
          url: expect.stringMatching(CARD_URL_EN),
          width: 1200,
          height: 630,
          alt: "Spring campaign",
          type: "image/png",
        },
      ],
    });
    expect(metadata.twitter).toEqual({
      card: "summary_large_image",
      title: "Spring campaign",
      description: "A spring NFT, for fans.",
      images: [{ url: expect.stringMatching(CARD_URL_EN), width: 1200, height: 630, alt: "Spring campaign" }],
    });
  });

  it("points the card at the generated image of the page's language, a new URL when its title or art changes", () => {
    const cardUrl = (input: Art, locale: "ja" | "th" = "ja") =>
      imageUrlOf(campaignMetadata({ ...base, campaign: input, locale }));
    const ja = cardUrl(campaign);
    expect(ja).toMatch(/^https:\/\/fans\.example\/ja\/projects\/p1\/c1\/share-image\.png\?v=[0-9a-z]+$/);
    expect(cardUrl(campaign, "th")).toMatch(/^https:\/\/fans\.example\/th\/projects\/p1\/c1\/share-image\.png\?v=/);
    expect(cardUrl({ ...campaign })).toBe(ja);
    expect(cardUrl({ ...campaign, title: { ...campaign.title, ja: "夏のキャンペーン" } })).not.toBe(ja);
    expect(cardUrl({ ...campaign, imageUrl: "/demo/nft-blue.svg" })).not.toBe(ja);
    // Another language's title is not drawn on the Japanese card: same URL.
    expect(cardUrl({ ...campaign, title: { ...campaign.title, en: "Summer" } })).toBe(ja);
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

  it("draws the card from the first NFT's art when the campaign has none, and has a card without any art", () => {
    const withArt = imageUrlOf(campaignMetadata({ ...base, campaign, locale: "ja" }));
    const fromNft = campaignMetadata({ ...base, campaign: { ...campaign, imageUrl: null }, locale: "ja" });
    const sameAsNft = { ...campaign, imageUrl: "/demo/nft-red.svg" };
    expect(imageUrlOf(fromNft)).toBe(imageUrlOf(campaignMetadata({ ...base, campaign: sameAsNft, locale: "ja" })));
    expect(imageUrlOf(fromNft)).not.toBe(withArt);
    const bare = campaignMetadata({ ...base, campaign: { ...campaign, imageUrl: null, nfts: [] }, locale: "ja" });
    expect(imageUrlOf(bare)).toMatch(/\/ja\/projects\/p1\/c1\/share-image\.png\?v=/);
    expect(bare.openGraph).toMatchObject({ images: [{ width: 1200, height: 630, alt: "春のキャンペーン" }] });
  });

  it("escapes the ids in the URLs", () => {
    const metadata = campaignMetadata({ ...base, campaignId: "a b/c", campaign, locale: "ja" });
    expect(metadata.openGraph).toMatchObject({ url: "https://fans.example/ja/projects/p1/a%20b%2Fc" });
  });

  it("without the campaign, gives the fallback title, the alternates and the card", () => {
    const metadata = campaignMetadata({ ...base, campaign: null, locale: "ja" });
    const card = { url: expect.stringMatching(/^https:\/\/fans\.example\/ja\/projects\/p1\/c1\/share-image\.png\?v=/) };
    expect(metadata).toEqual({
      title: "Campaign",
      alternates: expect.objectContaining({ canonical: "https://fans.example/ja/projects/p1/c1" }),
      openGraph: { images: [{ ...card, width: 1200, height: 630, alt: "Campaign", type: "image/png" }] },
      twitter: { card: "summary_large_image", images: [{ ...card, width: 1200, height: 630, alt: "Campaign" }] },
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

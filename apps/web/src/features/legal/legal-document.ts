import { PROVIDER_NAMES } from "../social/providers/registry";

/** A legal text kept as static content in the code: reviewed with it, versioned with it, no CMS. */
export type LegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

export type LegalDocument = {
  /** The language the text is written in (spec section 9: ja has its own, en/fr/th share English). */
  lang: "ja" | "en";
  title: string;
  /** The day the text took effect, YYYY-MM-DD. */
  effective: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

export type LegalDocuments = { ja: LegalDocument; en: LegalDocument };

/**
 * The linked services, from the providers' registry (a new provider is named without editing the texts):
 * "Spotify, Instagram or TikTok", 「Spotify、Instagram、TikTok」.
 */
export function providerList(lang: LegalDocument["lang"], names: readonly string[] = PROVIDER_NAMES): string {
  if (lang === "ja") return names.join("、");
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

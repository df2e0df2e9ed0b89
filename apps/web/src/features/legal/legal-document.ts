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

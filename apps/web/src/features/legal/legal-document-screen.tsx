import type { Locale } from "@fanfare/protocol";
import { getTranslations } from "next-intl/server";
import type { LegalDocuments } from "./legal-document";

/** The document in the page's language: Japanese for ja, the English text for en, fr and th. */
export function pickLegalDocument(documents: LegalDocuments, locale: Locale) {
  return locale === "ja" ? documents.ja : documents.en;
}

export async function LegalDocumentScreen({ documents, locale }: { documents: LegalDocuments; locale: Locale }) {
  const t = await getTranslations();
  const document = pickLegalDocument(documents, locale);
  const isOtherLanguage = document.lang !== locale;
  const effective = new Intl.DateTimeFormat(document.lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${document.effective}T00:00:00Z`),
  );

  return (
    <>
      {isOtherLanguage ? (
        <p className="mb-5 rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-ink">{t("legal.englishOnly")}</p>
      ) : null}
      {/* lang on the article: a French or Thai page reads this English text with English pronunciation. */}
      <article lang={document.lang} className="flex flex-col gap-5 leading-relaxed">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl leading-snug font-bold">{document.title}</h1>
          <p className="text-sm text-muted">
            {document.lang === "ja" ? `施行日：${effective}` : `Effective ${effective}`}
          </p>
        </header>
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {document.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h2 className="text-lg font-bold">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul className="flex list-disc flex-col gap-1 pl-6">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}

"use client";

import { type Locale, type ProjectDocument, projectDocument } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { useProject } from "../projects/use-projects";

/**
 * A link to the project's own document (an uploaded PDF) beside the campaign's terms or privacy-policy
 * text: in the page's language, else the Japanese one, which the link then says. Nothing when the
 * project has none (or while it loads): the text above stays the reference.
 */
export function ProjectDocumentLink({ projectId, document }: { projectId: string; document: ProjectDocument }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const project = useProject(projectId);
  const found = project.data ? projectDocument(project.data.assets, document, locale) : null;
  if (!found) return null;
  const text = document === "terms" ? t("campaign.termsDocument") : t("campaign.privacyPolicyDocument");
  return (
    <p className="text-sm">
      <a
        href={found.url}
        hrefLang={found.locale}
        type="application/pdf"
        data-testid={`project-document-${document}`}
        className="font-bold text-link underline hover:no-underline"
      >
        {text}
        {found.locale === locale ? null : ` (${t(`languages.${found.locale}`)})`}
      </a>
    </p>
  );
}

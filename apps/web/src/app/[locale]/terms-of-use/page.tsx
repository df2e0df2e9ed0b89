import { getLocale } from "next-intl/server";
import { LegalDocumentScreen } from "@/features/legal/legal-document-screen";
import { TERMS_OF_USE } from "@/features/legal/terms-of-use";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("legal.termsOfUse");

export default async function TermsOfUsePage() {
  return <LegalDocumentScreen documents={TERMS_OF_USE} locale={await getLocale()} />;
}

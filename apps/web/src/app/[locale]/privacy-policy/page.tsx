import { getLocale } from "next-intl/server";
import { LegalDocumentScreen } from "@/features/legal/legal-document-screen";
import { PRIVACY_POLICY } from "@/features/legal/privacy-policy";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("legal.privacyPolicy");

export default async function PrivacyPolicyPage() {
  return <LegalDocumentScreen documents={PRIVACY_POLICY} locale={await getLocale()} />;
}

import { parseCountry } from "@/features/auth/country";
import { EnterEmailScreen } from "@/features/auth/enter-email-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const generateMetadata = titleFrom("enterEmail.title");

export default async function EnterEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { country } = await searchParams;
  return <EnterEmailScreen country={parseCountry(firstParam(country))} />;
}

import { parseCountry } from "@/features/auth/country";
import { SelectCountryScreen } from "@/features/auth/select-country-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const generateMetadata = titleFrom("selectCountry.title");

export default async function SelectCountryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { country } = await searchParams;
  return <SelectCountryScreen initialCountry={parseCountry(firstParam(country))} />;
}

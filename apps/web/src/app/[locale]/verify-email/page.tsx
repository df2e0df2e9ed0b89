import { getLocale } from "next-intl/server";
import { parseCountry } from "@/features/auth/country";
import { VerifyEmailScreen } from "@/features/auth/verify-email-screen";
import { redirect } from "@/i18n/navigation";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const generateMetadata = titleFrom("verifyEmail.title");

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { email, country } = await searchParams;
  const address = firstParam(email);
  // Without the address there is nothing to check or resend: ask for it.
  if (!address) return redirect({ href: "/enter-email", locale: await getLocale() });
  return <VerifyEmailScreen email={address} country={parseCountry(firstParam(country))} />;
}

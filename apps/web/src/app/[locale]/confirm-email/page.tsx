import { getLocale } from "next-intl/server";
import { ConfirmEmailScreen } from "@/features/auth/confirm-email-screen";
import { redirect } from "@/i18n/navigation";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const generateMetadata = titleFrom("confirmEmail.title");

export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = firstParam((await searchParams).token);
  if (!token) return redirect({ href: "/email-confirm-error", locale: await getLocale() });
  return <ConfirmEmailScreen token={token} />;
}

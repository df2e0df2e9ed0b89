import { ConfirmEmailSuccessScreen } from "@/features/auth/confirm-email-success-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const generateMetadata = titleFrom("confirmEmailSuccess.title");

export default async function ConfirmEmailSuccessPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const isNewAccount = firstParam((await searchParams).new) === "1";
  return <ConfirmEmailSuccessScreen isNewAccount={isNewAccount} />;
}

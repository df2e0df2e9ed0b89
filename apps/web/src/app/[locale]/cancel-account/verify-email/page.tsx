import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CancelAccountVerifyScreen } from "@/features/account/cancel-account-verify-screen";
import { firstParam, type SearchParams } from "@/lib/search-params";

type PageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const t = await getTranslations();
  const hasToken = firstParam((await searchParams).token) !== null;
  return { title: hasToken ? t("cancelAccount.finalTitle") : t("cancelAccount.checkInboxTitle") };
}

export default async function CancelAccountVerifyPage({ searchParams }: PageProps) {
  const { token, email } = await searchParams;
  return <CancelAccountVerifyScreen token={firstParam(token)} email={firstParam(email)} />;
}

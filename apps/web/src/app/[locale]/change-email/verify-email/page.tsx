import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChangeEmailVerifyScreen } from "@/features/account/change-email-verify-screen";
import { firstParam, type SearchParams } from "@/lib/search-params";

type PageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const t = await getTranslations();
  const hasToken = firstParam((await searchParams).token) !== null;
  return { title: hasToken ? t("changeEmail.confirmTitle") : t("changeEmail.verifyTitle") };
}

export default async function ChangeEmailVerifyPage({ searchParams }: PageProps) {
  const { token, email } = await searchParams;
  return <ChangeEmailVerifyScreen token={firstParam(token)} email={firstParam(email)} />;
}

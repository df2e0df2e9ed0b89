import { ClaimedErrorScreen } from "@/features/claims/claimed-error-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("claimedError.title");

type Props = {
  params: Promise<{ projectId: string; campaign: string }>;
  searchParams: Promise<{ code?: string | string[] }>;
};

export default async function ClaimedErrorPage({ params, searchParams }: Props) {
  const [{ projectId, campaign }, { code }] = await Promise.all([params, searchParams]);
  return (
    <ClaimedErrorScreen projectId={projectId} campaignId={campaign} code={typeof code === "string" ? code : null} />
  );
}

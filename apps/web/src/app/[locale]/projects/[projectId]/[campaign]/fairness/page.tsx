import { notFound } from "next/navigation";
import { fetchFairnessOnServer } from "@/features/fairness/fairness-on-server";
import { FairnessScreen } from "@/features/fairness/fairness-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("fairness.title");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

/**
 * The campaign's public fairness report (docs/fairness-report.md): read on the server so the first HTML
 * holds the figures; the browser keeps them current. A campaign fans cannot see is not found here either.
 */
export default async function FairnessPage({ params }: Props) {
  const { projectId, campaign } = await params;
  const { report, notFound: missing, fetchedAt } = await fetchFairnessOnServer(campaign);
  if (missing) notFound();
  return <FairnessScreen projectId={projectId} campaignId={campaign} initial={report} fetchedAt={fetchedAt} />;
}

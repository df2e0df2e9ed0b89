import { EntrySuccessScreen } from "@/features/draws/entry-success-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("luckyDraw.entrySuccessTitle");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

export default async function EntrySuccessPage({ params }: Props) {
  const { projectId, campaign } = await params;
  return <EntrySuccessScreen projectId={projectId} campaignId={campaign} />;
}

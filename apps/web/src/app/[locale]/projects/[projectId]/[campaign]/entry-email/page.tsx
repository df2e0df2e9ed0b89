import { EntryEmailScreen } from "@/features/draws/entry-email-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("luckyDraw.entryEmailTitle");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

export default async function EntryEmailPage({ params }: Props) {
  const { projectId, campaign } = await params;
  return <EntryEmailScreen projectId={projectId} campaignId={campaign} />;
}

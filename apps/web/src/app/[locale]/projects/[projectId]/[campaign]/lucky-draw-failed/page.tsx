import { LuckyDrawFailedScreen } from "@/features/draws/lucky-draw-failed-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("luckyDraw.failedTitle");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

export default async function LuckyDrawFailedPage({ params }: Props) {
  const { projectId, campaign } = await params;
  return <LuckyDrawFailedScreen projectId={projectId} campaignId={campaign} />;
}

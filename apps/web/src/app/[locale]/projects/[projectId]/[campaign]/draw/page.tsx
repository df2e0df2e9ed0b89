import { DrawRecordScreen } from "@/features/draws/draw-record-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("luckyDraw.record.title");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

/** The public record of the campaign's lucky draw (docs/verifiable-draws.md), verifiable in the browser. */
export default async function DrawRecordPage({ params }: Props) {
  const { projectId, campaign } = await params;
  return <DrawRecordScreen projectId={projectId} campaignId={campaign} />;
}

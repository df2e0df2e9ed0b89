import { ContentsScreen } from "@/features/channels/contents-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("channels.contents");

export default async function ChannelContentsPage({
  params,
}: {
  params: Promise<{ projectId: string; channelId: string }>;
}) {
  const { projectId, channelId } = await params;
  return <ContentsScreen projectId={projectId} channelId={channelId} />;
}

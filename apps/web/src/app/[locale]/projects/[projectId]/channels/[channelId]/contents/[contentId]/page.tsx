import { ContentScreen } from "@/features/channels/content-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("channels.contentTitle");

export default async function ChannelContentPage({
  params,
}: {
  params: Promise<{ projectId: string; channelId: string; contentId: string }>;
}) {
  const { projectId, channelId, contentId } = await params;
  return <ContentScreen projectId={projectId} channelId={channelId} contentId={contentId} />;
}

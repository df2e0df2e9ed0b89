import { ChannelScreen } from "@/features/channels/channel-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("channels.channelTitle");

export default async function ChannelPage({ params }: { params: Promise<{ projectId: string; channelId: string }> }) {
  const { projectId, channelId } = await params;
  return <ChannelScreen projectId={projectId} channelId={channelId} />;
}

import { ChannelListScreen } from "@/features/channels/channel-list-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("channels.title");

export default async function ChannelsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ChannelListScreen projectId={projectId} />;
}

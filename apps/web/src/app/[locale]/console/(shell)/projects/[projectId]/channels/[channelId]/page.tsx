import { ChannelEditorScreen } from "@/features/console/channels/channel-editor-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.channels.channelTitle");

/** `/console/projects/[projectId]/channels/[channelId]`: one channel, its contents and who joined. */
export default async function ConsoleChannelPage({
  params,
}: {
  params: Promise<{ projectId: string; channelId: string }>;
}) {
  const { projectId, channelId } = await params;
  return <ChannelEditorScreen projectId={projectId} channelId={channelId} />;
}

import { ChannelsScreen } from "@/features/console/channels/channels-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.channels.title");

/** `/console/projects/[projectId]/channels`: the project's channels, and a new one. */
export default async function ConsoleChannelsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ChannelsScreen projectId={projectId} />;
}

import { cookies } from "next/headers";
import { ChannelListScreen } from "@/features/channels/channel-list-screen";
import { fetchChannelsOnServer } from "@/features/channels/channels-on-server";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("channels.title");

export default async function ChannelsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Read here so the first HTML lists the channels (channels-on-server.ts).
  const initialData = await fetchChannelsOnServer(await cookies(), projectId);
  return <ChannelListScreen projectId={projectId} initialData={initialData} />;
}

import { CampaignsScreen } from "@/features/projects/campaigns-screen";
import { fetchProjectCampaignsOnServer } from "@/features/projects/project-on-server";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("project.campaigns");

export default async function CampaignsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Read here so the first HTML lists them (features/projects/project-on-server.ts).
  const fetchedAt = Date.now();
  const campaigns = await fetchProjectCampaignsOnServer(projectId);
  return <CampaignsScreen projectId={projectId} initialData={{ campaigns, fetchedAt }} />;
}

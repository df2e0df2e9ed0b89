import { CampaignsScreen } from "@/features/projects/campaigns-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("project.campaigns");

export default async function CampaignsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <CampaignsScreen projectId={projectId} />;
}

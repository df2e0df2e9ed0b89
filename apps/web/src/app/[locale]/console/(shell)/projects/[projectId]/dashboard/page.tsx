import { ProjectDashboardScreen } from "@/features/console/dashboard/project-dashboard-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.dashboard.projectTitle");

/** `/console/projects/[projectId]/dashboard`: the project's live dashboard across its campaigns. */
export default async function ProjectDashboardPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectDashboardScreen projectId={projectId} />;
}

import { ProjectTopScreen } from "@/features/projects/project-top-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("project.title");

export default async function ProjectTopPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ProjectTopScreen projectId={projectId} />;
}

import { EditProjectScreen } from "@/features/console/projects/project-builder-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.projectBuilder.editTitle");

/** `/console/projects/[projectId]/settings`: the project's texts, countries, logo and documents. */
export default async function ProjectSettingsPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <EditProjectScreen projectId={projectId} />;
}

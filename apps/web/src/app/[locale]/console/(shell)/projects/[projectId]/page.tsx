import { ConsoleProjectScreen } from "@/features/console/projects/console-project-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.project.title");

/** `/console/projects/[projectId]`: one project of the company and its campaigns. */
export default async function ConsoleProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <ConsoleProjectScreen projectId={projectId} />;
}

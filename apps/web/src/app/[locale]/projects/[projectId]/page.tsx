import { cookies } from "next/headers";
import { fetchProjectTopOnServer } from "@/features/projects/project-on-server";
import { ProjectTopScreen } from "@/features/projects/project-top-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("project.title");

export default async function ProjectTopPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Read here so the first HTML shows the project and its campaigns (project-on-server.ts).
  const initialData = await fetchProjectTopOnServer(await cookies(), projectId);
  return <ProjectTopScreen projectId={projectId} initialData={initialData} />;
}

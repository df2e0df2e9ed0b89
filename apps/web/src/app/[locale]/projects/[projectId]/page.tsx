import { cookies } from "next/headers";
import { getLocale } from "next-intl/server";
import { fetchProjectTopOnServer } from "@/features/projects/project-on-server";
import { ProjectTopScreen } from "@/features/projects/project-top-screen";
import { redirect } from "@/i18n/navigation";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("project.title");

export default async function ProjectTopPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  // Read here so the first HTML shows the project and its campaigns (project-on-server.ts).
  const initialData = await fetchProjectTopOnServer(await cookies(), projectId);
  // A signed-in fan from a country the project does not take goes straight to the page that says so (the
  // screen does the same when only the browser could tell).
  if (initialData.project?.canParticipate === false) {
    redirect({ href: `/projects/${encodeURIComponent(projectId)}/cannot-participate`, locale: await getLocale() });
  }
  return <ProjectTopScreen projectId={projectId} initialData={initialData} />;
}

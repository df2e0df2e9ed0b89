import { cookies } from "next/headers";
import { ProjectsScreen } from "@/features/projects/projects-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { fetchMeOnServer, fetchProjectsOnServer } from "@/lib/server-api";

export const generateMetadata = titleFrom("projects.title");

/**
 * The list and the signed-in fan are fetched here, so the first HTML shows them and the browser
 * fetches nothing after hydration (the Lighthouse budget of `npm run bench:web`). Whatever the server cannot fetch in
 * time is left to the screen's client queries, as if this page fetched nothing.
 */
export default async function ProjectsPage() {
  const jar = await cookies();
  const fetchedAt = Date.now();
  const [projects, me] = await Promise.all([fetchProjectsOnServer(jar), fetchMeOnServer(jar)]);
  return <ProjectsScreen initialData={{ projects, me, fetchedAt }} />;
}

import { ProjectsScreen } from "@/features/projects/projects-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("projects.title");

export default function ProjectsPage() {
  return <ProjectsScreen />;
}

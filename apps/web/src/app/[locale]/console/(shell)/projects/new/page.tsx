import { NewProjectScreen } from "@/features/console/projects/project-builder-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.projectBuilder.newTitle");

/** `/console/projects/new`: a new project of the company, built from scratch. */
export default function NewProjectPage() {
  return <NewProjectScreen />;
}

import { ConsoleOverviewScreen } from "@/features/console/overview/console-overview-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.overview.title");

/** `/console`: the company's projects. */
export default function ConsoleOverviewPage() {
  return <ConsoleOverviewScreen />;
}

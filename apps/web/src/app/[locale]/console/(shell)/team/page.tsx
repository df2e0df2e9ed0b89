import { TeamScreen } from "@/features/console/team/team-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.team.title");

/** `/console/team`: the company's operators and their roles. */
export default function ConsoleTeamPage() {
  return <TeamScreen />;
}

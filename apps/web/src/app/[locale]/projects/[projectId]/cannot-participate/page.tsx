import { CannotParticipateScreen } from "@/features/projects/cannot-participate-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("project.cannotParticipateTitle");

export default function CannotParticipatePage() {
  return <CannotParticipateScreen />;
}

import { MyClaimsScreen } from "@/features/claims/my-claims-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("claims.title");

/** `/wallet/claims`: the fan's claims and where each stands (beside `/wallet`, which the spec does not name either). */
export default function MyClaimsPage() {
  return <MyClaimsScreen />;
}

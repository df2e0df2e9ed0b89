import { cookies } from "next/headers";
import { MyClaimsScreen } from "@/features/claims/my-claims-screen";
import { fetchMyClaimsOnServer } from "@/features/claims/received-on-server";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("claims.title");

/** `/wallet/claims`: the fan's claims and where each stands (beside `/wallet`, which the spec does not name either). */
export default async function MyClaimsPage() {
  // Read here so the first HTML lists the claims (received-on-server.ts).
  return <MyClaimsScreen initial={await fetchMyClaimsOnServer(await cookies())} />;
}

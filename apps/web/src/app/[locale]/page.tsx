import { cookies } from "next/headers";
import { LoginScreen } from "@/features/auth/login-screen";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { mayHaveSession } from "@/lib/session-hint";

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { returnTo } = await searchParams;
  return <LoginScreen returnTo={firstParam(returnTo)} mayBeSignedIn={mayHaveSession(await cookies())} />;
}

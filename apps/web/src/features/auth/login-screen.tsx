"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { rememberReturnTo, takeReturnTo } from "@/lib/return-to";
import { ButtonLink } from "@/ui/button-link";

type LoginScreenProps = {
  returnTo: string | null;
  /** False when the request had no session cookie (lib/session-hint): no need to ask the API. */
  mayBeSignedIn: boolean;
};

/** `/`: the login landing. A signed-in visitor goes straight on to the projects (or where they were). */
export function LoginScreen({ returnTo, mayBeSignedIn }: LoginScreenProps) {
  const t = useTranslations();
  const router = useRouter();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => api.getMe(signal),
    // A first visit has no session cookie: asking would only log a 401 in the console.
    enabled: mayBeSignedIn,
    // Signed out is the normal case on this page.
    meta: { handlesSignedOut: true },
  });
  const isSignedIn = me.isSuccess;

  useEffect(() => {
    rememberReturnTo(returnTo);
  }, [returnTo]);

  useEffect(() => {
    if (isSignedIn) router.replace(takeReturnTo() ?? "/projects");
  }, [isSignedIn, router]);

  return (
    <section className="flex flex-1 flex-col justify-center gap-8 py-6">
      <div className="flex flex-col gap-4 text-center">
        <p className="text-4xl font-bold tracking-wide text-primary">{t("brand.name")}</p>
        <h1 className="text-2xl leading-snug font-bold">{t("login.title")}</h1>
        <p className="leading-relaxed text-muted">{t("login.pitch")}</p>
      </div>
      <div className="flex flex-col gap-3">
        <ButtonLink href="/select-country" size="lg" theme="gradient-purple" fullWidth>
          {t("login.signInWithEmail")}
        </ButtonLink>
        <p className="text-center text-sm text-muted">{t("login.newHere")}</p>
      </div>
    </section>
  );
}

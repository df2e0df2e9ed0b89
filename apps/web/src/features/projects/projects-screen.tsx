"use client";

import type { ProjectSummary, UserView } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { QueryStatus } from "@/features/campaigns/query-status";
import { MY_CLAIMS_PATH } from "@/features/claims/my-claims-path";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { Skeleton, SkeletonBlock } from "@/ui/skeleton";
import { CardGridSkeleton } from "./card-grid-skeleton";
import { ProjectList } from "./project-list";
import { PROJECTS_QUERY_KEY, useProjects } from "./use-projects";

/** What the page's server component fetched; null where it could not (the client then fetches). */
export type ProjectsScreenInitialData = {
  projects: { projects: ProjectSummary[] } | null;
  /** Asked only when the request carried an access cookie. */
  me: UserView | null;
  /** When the server asked the API (epoch ms). */
  fetchedAt: number;
};

/** `/projects`: the published projects, and the account actions. */
export function ProjectsScreen({ initialData }: { initialData?: ProjectsScreenInitialData }) {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Before the queries below: with the server's answers they render at once and fetch nothing yet.
  useSeededQueryData(PROJECTS_QUERY_KEY, initialData?.projects, initialData?.fetchedAt ?? 0);
  useSeededQueryData(ME_QUERY_KEY, initialData?.me, initialData?.fetchedAt ?? 0);
  const me = useSignedInUser();
  const projects = useProjects();
  // Not a useMutation: this page's only write, and TanStack's mutation observer would add ~1 kB gzip to
  // its first load (issue 17). As on the banned screen: whatever the answer, the visitor ends up signed
  // out on the login page (a refusal says nothing here, as the mutation's meta had it).
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = async () => {
    setIsSigningOut(true);
    await api.logout().catch(() => undefined);
    queryClient.clear();
    router.replace("/");
  };

  // In the server's HTML: the frame, and the list and the account when the server could fetch them.
  return (
    <Screen title={t("projects.title")} wide>
      {me.data ? (
        <p className="text-sm text-muted">
          {t.rich("projects.signedInAs", {
            email: me.data.email,
            strong: (chunks) => <strong className="wrap-break-word text-ink">{chunks}</strong>,
          })}
        </p>
      ) : (
        // The line that will say who is signed in.
        <Skeleton label={t("actions.loading")}>
          <SkeletonBlock className="h-5 w-64 max-w-full" />
        </Skeleton>
      )}
      <QueryStatus query={projects} loading={<CardGridSkeleton />}>
        {({ projects: list }) =>
          list.length === 0 ? (
            <p className="rounded-lg border-2 border-dashed border-line px-4 py-8 text-center text-muted">
              {t("projects.empty")}
            </p>
          ) : (
            <ProjectList projects={list} />
          )
        }
      </QueryStatus>
      {me.data ? (
        // On a laptop the account's actions sit in a grid rather than as page-wide bars.
        <section
          className="flex flex-col gap-4 border-t border-line pt-5 lg:grid lg:grid-cols-3 lg:gap-x-5"
          aria-labelledby="account-heading"
        >
          <h2 id="account-heading" className="text-lg font-bold lg:col-span-3">
            {t("projects.account")}
          </h2>
          <ButtonLink href="/wallet" prefetch={false} variant="outlined" fullWidth>
            {t("projects.wallet")}
          </ButtonLink>
          <ButtonLink href={MY_CLAIMS_PATH} prefetch={false} variant="outlined" fullWidth>
            {t("projects.claims")}
          </ButtonLink>
          <ButtonLink href="/wallet#connected-accounts" prefetch={false} variant="outlined" fullWidth>
            {t("projects.connectedAccounts")}
          </ButtonLink>
          <ButtonLink href="/change-email/enter-email" prefetch={false} variant="outlined" fullWidth>
            {t("projects.changeEmail")}
          </ButtonLink>
          <ButtonLink href="/cancel-account/confirm" prefetch={false} variant="outlined" theme="secondary" fullWidth>
            {t("projects.cancelAccount")}
          </ButtonLink>
          <Button theme="black" fullWidth disabled={isSigningOut} onClick={signOut}>
            {t("projects.signOut")}
          </Button>
        </section>
      ) : null}
    </Screen>
  );
}

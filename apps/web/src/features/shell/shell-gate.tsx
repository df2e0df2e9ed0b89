"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, Suspense } from "react";
import { lazyComponent } from "@/lib/lazy-component";
import { useBannedState } from "./banned-state";

// A banned visitor is rare, and the API has to say so first (the state is never banned in the server's
// render): the banned screen's code is fetched then, not with every page of the site (issue 17). The
// fetch follows an answer of the API, so the network is there; a failed one reaches the page's error
// boundary, whose "try again" fetches again (lazyComponent).
const BannedScreen = lazyComponent(() => import("./banned-screen").then((module) => module.BannedScreen));

/** The page, unless the API said the visitor is banned: then the banned screen stands in for it. */
export function ShellGate({ children }: { children: ReactNode }) {
  const { isBanned } = useBannedState();
  if (!isBanned) return children;
  return (
    <Suspense fallback={<BannedScreenLoading />}>
      <BannedScreen />
    </Suspense>
  );
}

/** The page is gone already (it may show what the visitor may no longer see); the screen is coming. */
function BannedScreenLoading() {
  const t = useTranslations();
  return (
    <p role="status" className="text-sm text-muted">
      {t("actions.loading")}
    </p>
  );
}

"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/** Dispatch to show the bar for a navigation started in code (router.push), not by a link. */
export const NAVIGATION_START_EVENT = "fanfare:navigation-start";

export function startRouteProgress(): void {
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}

/** How long the finished bar stays full before it fades away. */
export const ROUTE_PROGRESS_DONE_MS = 300;

type Phase = "idle" | "loading" | "done";

/** A same-origin link to another page that the router will handle in this tab. */
function isPageNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Only the hash changes: no page to load.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * Spec section 2: a loading indicator during route changes. The App Router has no route events, so
 * the bar starts on a click on an internal link (seen in the capture phase, before <Link> handles it),
 * on back/forward, or on startRouteProgress(); it completes when the URL the page shows has changed.
 */
export function RouteProgress() {
  const t = useTranslations();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [phase, setPhase] = useState<Phase>("idle");
  const location = `${pathname}?${searchParams.toString()}`;
  const shownLocation = useRef(location);

  useEffect(() => {
    const start = () => setPhase("loading");
    const onClick = (event: MouseEvent) => {
      if (isPageNavigation(event)) start();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", start);
    window.addEventListener(NAVIGATION_START_EVENT, start);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", start);
      window.removeEventListener(NAVIGATION_START_EVENT, start);
    };
  }, []);

  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    setPhase((current) => (current === "loading" ? "done" : current));
  }, [location]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = setTimeout(() => setPhase("idle"), ROUTE_PROGRESS_DONE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("layout.loadingPage")}
      aria-busy={phase === "loading"}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === "done" ? 100 : undefined}
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className={
          phase === "loading"
            ? "h-full bg-primary motion-safe:animate-[route-progress_8s_cubic-bezier(0.1,0.7,0.3,1)_forwards] motion-reduce:w-4/5"
            : "h-full w-full bg-primary opacity-0 transition-opacity duration-300"
        }
      />
    </div>
  );
}

"use client";

import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { useTimeZone } from "@/hooks/use-time-zone";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import { InlineAlert } from "@/ui/inline-alert";
import { BackLink } from "../back-link";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";

/** How often an open dashboard asks again (TanStack Query stops while the tab is hidden). */
export const DASHBOARD_POLL_MS = 3000;

/** A card with its heading; the region is named by it. */
export function Panel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-card p-4 lg:p-6 ${className}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * That the page is live, when its figures were computed (to the second, in the operator's zone), and a
 * note when the last poll failed while older figures stay on screen. The polite live region is apart
 * (the changes worth saying, not this clock).
 */
export function LiveStatus({ computedAt, failed }: { computedAt: string | undefined; failed: boolean }) {
  const t = useBuilderTranslations();
  const locale = useLocale();
  const timeZone = useTimeZone() ?? FALLBACK_TIME_ZONE;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-success" />
          {t("console.dashboard.live")}
        </span>
        {computedAt ? (
          <span>
            {t("console.dashboard.lastUpdated")}{" "}
            <time dateTime={computedAt} className="font-bold text-ink tabular-nums">
              {new Intl.DateTimeFormat(locale, {
                timeZone,
                hour: "2-digit",
                minute: "2-digit",
                second: "2-digit",
                timeZoneName: "short",
              }).format(new Date(computedAt))}
            </time>
          </span>
        ) : null}
      </p>
      {failed && computedAt ? <InlineAlert>{t("console.dashboard.stale")}</InlineAlert> : null}
    </div>
  );
}

/** The dashboard's polite live region: present from the start, so what it says later is read. */
export function Announcer({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}

/**
 * What a campaign's and a project's dashboards share around their figures: the way back, the title and
 * what it is about, the polite live region, then either "not found" or the live status and `children`.
 */
export function DashboardFrame({
  back,
  title,
  subject,
  announcement,
  notFound,
  computedAt,
  failed,
  children,
}: {
  back: { href: string; label: string };
  title: string;
  subject: ReactNode;
  announcement: string;
  /** The sentence for a dashboard the API does not know (another company's, or none); null while it is known. */
  notFound: string | null;
  computedAt: string | undefined;
  failed: boolean;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <BackLink href={back.href}>{back.label}</BackLink>
      <div className="flex flex-col gap-1">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {title}
        </h1>
        {subject ? <p className="text-lg">{subject}</p> : null}
      </div>
      <Announcer message={announcement} />
      {notFound ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">{notFound}</p>
      ) : (
        <>
          <LiveStatus computedAt={computedAt} failed={failed} />
          {children}
        </>
      )}
    </section>
  );
}

"use client";

import type { Locale, ProjectSummary } from "@fanfare/protocol";
import { useLocale } from "next-intl";
import { localized } from "@/features/campaigns/localized-text";
import { Link } from "@/i18n/navigation";
import { CARD_GRID } from "./campaign-list";

/** Published projects as cards linking to their tops: a column on a phone, a grid on a laptop. */
export function ProjectList({ projects }: { projects: readonly ProjectSummary[] }) {
  const locale = useLocale() as Locale;
  return (
    <ul className={CARD_GRID}>
      {projects.map((project) => (
        <li key={project.id} className="lg:h-full">
          <Link
            href={`/projects/${project.id}`}
            className="flex items-center gap-4 rounded-lg border border-line bg-card p-4 hover:bg-surface lg:h-full"
          >
            {project.logoUrl ? (
              <img
                src={project.logoUrl}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg object-contain"
              />
            ) : null}
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-bold">{localized(project.name, locale)}</span>
              <span className="line-clamp-2 text-sm text-muted">{localized(project.description, locale)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

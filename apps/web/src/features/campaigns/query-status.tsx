"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";

/**
 * Renders its children with the query's data; meanwhile `loading` (a skeleton shaped like the content,
 * carrying its own status for screen readers) or a loading line, on failure the reason and a way back.
 */
export function QueryStatus<T>({
  query,
  children,
  loading,
}: {
  query: Pick<UseQueryResult<T>, "data" | "error">;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <div className="flex flex-col gap-4">
        <InlineAlert>{errorMessage(query.error)}</InlineAlert>
        <ButtonLink href="/projects" variant="outlined" fullWidth>
          {t("actions.backToProjects")}
        </ButtonLink>
      </div>
    );
  }
  if (loading !== undefined) return loading;
  return (
    <p role="status" className="text-sm text-muted">
      {t("actions.loading")}
    </p>
  );
}

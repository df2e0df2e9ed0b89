"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";

/** Its children with the query's data; meanwhile a loading line, on failure the reason and a retry. */
export function ConsoleQueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  if (query.data !== undefined) return children(query.data);
  if (query.error !== null && query.error !== undefined) {
    return (
      <div className="flex max-w-xl flex-col items-start gap-4">
        <InlineAlert>{errorMessage(query.error)}</InlineAlert>
        <Button variant="outlined" disabled={query.isFetching} onClick={() => query.refetch()}>
          {t("actions.retry")}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-muted">
      {t("actions.loading")}
    </p>
  );
}

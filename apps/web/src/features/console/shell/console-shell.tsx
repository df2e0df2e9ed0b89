"use client";

import type { OperatorMe } from "@fanfare/protocol";
import { notFound } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSeededQueryData } from "@/hooks/use-seeded-query-data";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { isNotAnOperator, useOperator } from "../use-operator";
import { ConsoleNav } from "./console-nav";
import { ConsoleTopBar } from "./console-top-bar";

export type ConsoleShellProps = {
  /** The operator as the server found them; null when it could not tell (console-gate.ts). */
  initialOperator: OperatorMe | null;
  /** When the server asked the API (epoch ms). */
  fetchedAt: number;
  children: ReactNode;
};

/**
 * The console's frame, desktop first: the banner across the top, the navigation on the left, the page
 * on the right (one column below 900 px, the navigation behind a menu button). The pages render once
 * the operator is known; an account that operates nothing gets the not-found page, as on the server.
 */
export function ConsoleShell({ initialOperator, fetchedAt, children }: ConsoleShellProps) {
  useSeededQueryData(CONSOLE_QUERY_KEYS.me, initialOperator, fetchedAt);
  const operator = useOperator();
  if (operator.data === undefined && isNotAnOperator(operator.error)) notFound();

  return (
    <div
      data-console-shell
      className="flex min-h-dvh flex-col bg-surface text-ink min-[900px]:grid min-[900px]:grid-cols-[15rem_minmax(0,1fr)] min-[900px]:grid-rows-[auto_1fr]"
    >
      <ConsoleTopBar operator={operator.data} />
      <ConsoleNav />
      <main id="main" className="flex min-w-0 flex-1 flex-col px-4 py-6 min-[900px]:px-8 min-[900px]:py-8">
        {operator.data ? children : <OperatorPending error={operator.error} onRetry={() => operator.refetch()} />}
      </main>
    </div>
  );
}

/** Until the operator is known: a loading line, or why it could not be known and a retry. */
function OperatorPending({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  if (!error) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("actions.loading")}
      </p>
    );
  }
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <InlineAlert>{errorMessage(error)}</InlineAlert>
      <Button variant="outlined" onClick={onRetry}>
        {t("actions.retry")}
      </Button>
    </div>
  );
}

"use client";

import type { AuditEvent } from "@fanfare/protocol";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime, useLocalDateTime } from "@/ui/local-time";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { changedFields, displayValue } from "./audit-diff";
import { actionKey, targetKey, valueKey } from "./audit-words";

/** `/console/audit`: every operator write of the company, newest first, a page at a time. */
export function AuditLogScreen() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const log = useInfiniteQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.audit,
    queryFn: ({ pageParam, signal }) => consoleApi.listAuditEvents(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const events = log.data?.pages.flatMap((page) => page.events);

  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <div className="flex flex-col gap-2">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.audit.title")}
        </h1>
        <p className="text-muted">{t("console.audit.lead")}</p>
      </div>
      <ConsoleQueryState query={{ ...log, data: events }}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
              {t("console.audit.empty")}
            </p>
          ) : (
            <div className="flex flex-col items-start gap-4">
              <AuditTable events={list} />
              {/* Polite: after "load more" the count says what arrived, focus stays on the button. */}
              <p role="status" className="text-sm text-muted">
                {t("console.audit.shown", { count: list.length })}
              </p>
              {log.isFetchNextPageError ? <InlineAlert>{errorMessage(log.error)}</InlineAlert> : null}
              {log.hasNextPage ? (
                <Button variant="outlined" disabled={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
                  {log.isFetchingNextPage ? t("actions.loading") : t("console.audit.loadMore")}
                </Button>
              ) : (
                <p className="text-sm text-muted">{t("console.audit.end")}</p>
              )}
            </div>
          )
        }
      </ConsoleQueryState>
    </section>
  );
}

function AuditTable({ events }: { events: AuditEvent[] }) {
  const t = useTranslations();
  // At laptop width (1280 px, beside the menu) the five columns fit without scrolling sideways: the
  // address and the action wrap, so the changes — what the log is read for — keep room of their own.
  return (
    <ConsoleTable
      caption={t("console.audit.caption")}
      alignTop
      columns={[
        t("console.audit.columnWhen"),
        t("console.audit.columnWho"),
        t("console.audit.columnAction"),
        t("console.audit.columnTarget"),
        t("console.audit.columnChanges"),
      ]}
    >
      {events.map((event) => {
        const action = actionKey(event.action);
        const target = targetKey(event.target.type);
        return (
          <tr key={event.id}>
            <Cell>
              <span className="inline-block min-w-28">
                <LocalTime value={event.at} />
              </span>
            </Cell>
            <Cell>
              <span className="inline-block min-w-40 max-w-48 wrap-anywhere">{event.actor.email}</span>
            </Cell>
            <Cell header>
              <span className="inline-block min-w-24">{action ? t(action) : <code>{event.action}</code>}</span>
            </Cell>
            <Cell>
              <span className="flex min-w-32 flex-col gap-0.5">
                <span className="whitespace-nowrap">{target ? t(target) : <code>{event.target.type}</code>}</span>
                <code className="text-xs break-all text-muted">{event.target.id}</code>
              </span>
            </Cell>
            <Cell>
              <AuditChanges targetType={event.target.type} before={event.before} after={event.after} />
            </Cell>
          </tr>
        );
      })}
    </ConsoleTable>
  );
}

/**
 * The changed fields only: "field: from before to after", or for a field that had no value (a creation)
 * "field: set to after", and for one that has none any more (a removal) "field: before removed".
 */
export function AuditChanges({ targetType, before, after }: { targetType: string; before: unknown; after: unknown }) {
  const t = useTranslations();
  // As the "when" column's LocalTime shows them: the viewer's zone, named.
  const instant = useLocalDateTime();
  const changes = changedFields(before, after);
  if (changes.length === 0) return <span className="text-muted">{t("console.audit.noChanges")}</span>;
  const tags = {
    name: (chunks: ReactNode) => <code className="font-bold">{chunks}</code>,
    old: (chunks: ReactNode) => <span className="text-muted">{chunks}</span>,
    new: (chunks: ReactNode) => <span className="font-bold text-success">{chunks}</span>,
  };
  const shown = (field: string, value: unknown) => {
    const word = valueKey(targetType, field, value);
    return word ? t(word) : displayValue(value, instant);
  };
  return (
    <ul className="flex min-w-56 flex-col gap-1">
      {changes.map(({ field, before: was, after: now }) => {
        const old = shown(field, was);
        const value = shown(field, now);
        return (
          <li key={field} className="wrap-anywhere">
            <ChangeText field={field} old={old} value={value} tags={tags} />
          </li>
        );
      })}
    </ul>
  );
}

type Tags = Record<"name" | "old" | "new", (chunks: ReactNode) => ReactNode>;

function ChangeText({
  field,
  old,
  value,
  tags,
}: {
  field: string;
  old: string | null;
  value: string | null;
  tags: Tags;
}) {
  const t = useTranslations();
  if (old === null) return t.rich("console.audit.changeSet", { field, after: value ?? "", ...tags });
  if (value === null) return t.rich("console.audit.changeCleared", { field, before: old, ...tags });
  return t.rich("console.audit.change", { field, before: old, after: value, ...tags });
}

"use client";

import type { WebhookEndpointView } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { StatusBadge } from "../status-badge";
import { DELIVERY_STATUS_KEYS, DELIVERY_STATUS_TONES, EVENT_KEYS } from "./webhook-words";

/** The select's value for "every endpoint" (endpoint ids are UUIDs, so it cannot be one). */
const ALL = "all";
/** An event id as the API writes it (a UUID), in any case. */
const EVENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The delivery log, newest first, of every endpoint or of the one picked; writers replay an event (the
 * API sends it again, same event id, to every active endpoint that wants its type). The log shows the
 * newest deliveries only, so an event id pasted from a receiver's own logs finds an older one.
 */
export function DeliveryLog({
  endpoints,
  canWrite,
  onDone,
}: {
  endpoints: WebhookEndpointView[];
  canWrite: boolean;
  onDone: (message: string) => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const filterId = useId();
  const searchId = useId();
  const searchHintId = useId();
  const [picked, setPicked] = useState<string>(ALL);
  const [search, setSearch] = useState("");
  const searched = search.trim();
  const isSearchValid = searched === "" || EVENT_ID_PATTERN.test(searched);
  const eventId = searched !== "" && isSearchValid ? searched.toLowerCase() : undefined;
  // A deleted endpoint's log is gone: fall back to all rather than ask for it.
  const endpointId = endpoints.some((endpoint) => endpoint.id === picked) ? picked : undefined;
  const deliveries = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.webhookDeliveriesOf(endpointId, eventId),
    queryFn: ({ signal }) => consoleApi.listWebhookDeliveries({ endpointId, eventId }, signal),
  });
  const replay = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (eventId: string) => consoleApi.replayWebhookEvent(eventId),
    onSuccess: (_answer, eventId) => {
      onDone(t("console.webhooks.replayed", { eventId }));
      void queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.webhookDeliveries });
    },
  });
  const urls = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint.url]));

  const columns = [
    t("console.webhooks.columnEvent"),
    t("console.webhooks.columnEventId"),
    t("console.webhooks.columnEndpoint"),
    t("console.webhooks.columnAttempts"),
    t("console.webhooks.columnStatus"),
    t("console.webhooks.columnResponse"),
    t("console.webhooks.columnTime"),
  ];
  return (
    <section aria-labelledby="delivery-log-title" className="flex flex-col gap-3">
      <h2 id="delivery-log-title" className="text-lg font-bold">
        {t("console.webhooks.logTitle")}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={filterId} className="text-sm font-bold">
            {t("console.webhooks.logFilter")}
          </label>
          <select
            id={filterId}
            value={endpointId ?? ALL}
            onChange={(event) => setPicked(event.target.value)}
            className="h-11 max-w-md rounded-lg border-2 border-gray-500 bg-white px-3"
          >
            <option value={ALL}>{t("console.webhooks.logAll")}</option>
            {endpoints.map((endpoint) => (
              <option key={endpoint.id} value={endpoint.id}>
                {endpoint.url}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-bold">
            {t("console.webhooks.logEventId")}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!isSearchValid}
            aria-describedby={searchHintId}
            onChange={(event) => setSearch(event.target.value)}
            className="h-11 w-[24rem] max-w-full rounded-lg border-2 border-gray-500 bg-white px-3 font-mono text-sm aria-invalid:border-red-700"
          />
        </div>
        <Button variant="outlined" disabled={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
          {t("console.webhooks.logRefresh")}
        </Button>
      </div>
      <p id={searchHintId} className={isSearchValid ? "text-sm text-muted" : "text-sm font-bold text-red-700"}>
        {t(isSearchValid ? "console.webhooks.logEventIdHint" : "console.webhooks.logEventIdInvalid")}
      </p>
      <InlineAlert>{replay.error ? errorMessage(replay.error) : null}</InlineAlert>
      <ConsoleQueryState query={deliveries}>
        {({ deliveries: list }) => (
          <ConsoleTable
            caption={t("console.webhooks.logCaption")}
            alignTop
            columns={canWrite ? [...columns, t("console.webhooks.columnActions")] : columns}
          >
            {list.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (canWrite ? 1 : 0)} className="px-4 py-3 text-muted">
                  {t(eventId ? "console.webhooks.noDeliveriesOfEvent" : "console.webhooks.noDeliveries")}
                </td>
              </tr>
            ) : null}
            {list.map((delivery) => (
              <tr key={delivery.id}>
                <Cell header>
                  <code className="font-mono">{delivery.eventType}</code>
                  <span className="block font-normal text-muted">{t(EVENT_KEYS[delivery.eventType])}</span>
                </Cell>
                <Cell>
                  <code className="font-mono text-xs wrap-anywhere">{delivery.eventId}</code>
                </Cell>
                <Cell>
                  <span className="font-mono text-xs wrap-anywhere">{urls.get(delivery.endpointId) ?? "—"}</span>
                </Cell>
                <Cell>{delivery.attempts}</Cell>
                <Cell>
                  <StatusBadge tone={DELIVERY_STATUS_TONES[delivery.status]}>
                    {t(DELIVERY_STATUS_KEYS[delivery.status])}
                  </StatusBadge>
                </Cell>
                <Cell>{delivery.responseStatus ?? t("console.webhooks.noResponse")}</Cell>
                <Cell>
                  <LocalTime value={delivery.lastAttemptAt ?? delivery.createdAt} />
                </Cell>
                {canWrite ? (
                  <Cell>
                    <Button
                      variant="outlined"
                      size="sm"
                      disabled={replay.isPending && replay.variables === delivery.eventId}
                      aria-label={t("console.webhooks.replayOf", { eventId: delivery.eventId })}
                      onClick={() => {
                        replay.reset();
                        replay.mutate(delivery.eventId);
                      }}
                    >
                      {t("console.webhooks.replay")}
                    </Button>
                  </Cell>
                ) : null}
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleQueryState>
    </section>
  );
}

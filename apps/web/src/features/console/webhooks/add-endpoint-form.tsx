"use client";

import { type CreatedWebhookEndpoint, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { TextField } from "@/ui/text-field";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { EVENT_KEYS } from "./webhook-words";

/**
 * Owners and editors register an endpoint: its URL and the events it wants. The API checks the address
 * (https, public) and answers with the signing secret, handed to `onCreated` and nowhere else.
 */
export function AddEndpointForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const eventsId = useId();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problems, setProblems] = useState<{ url: boolean; events: boolean }>({ url: false, events: false });
  const create = useMutation({
    // The refusal is shown next to the form (below), not as a toast as well.
    meta: { handlesErrors: true },
    mutationFn: consoleApi.createWebhookEndpoint,
    onSuccess: (endpoint) => {
      setUrl("");
      setEvents([]);
      // The list is read again rather than given the answer: the answer carries the secret.
      void queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.webhookEndpoints });
      void queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.audit });
      onCreated(endpoint);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = url.trim();
    const found = { url: !URL.canParse(address), events: events.length === 0 };
    setProblems(found);
    if (found.url || found.events) return;
    // The events in the protocol's order, whatever order they were ticked in.
    create.mutate({ url: address, events: WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)) });
  };

  return (
    <section
      aria-labelledby="add-endpoint-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-card p-5"
    >
      <h2 id="add-endpoint-title" className="text-lg font-bold">
        {t("console.webhooks.addTitle")}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t("console.webhooks.urlLabel")}
          hint={t("console.webhooks.urlHint")}
          type="url"
          name="url"
          autoComplete="off"
          inputMode="url"
          required
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (problems.url) setProblems({ ...problems, url: false });
          }}
          error={problems.url ? t("console.webhooks.urlInvalid") : undefined}
        />
        <fieldset className="flex flex-col gap-2" aria-describedby={problems.events ? `${eventsId}-error` : undefined}>
          <legend className="mb-1 text-sm font-bold">{t("console.webhooks.eventsLabel")}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setEvents((list) => (checked ? [...list, type] : list.filter((item) => item !== type)));
                  if (problems.events) setProblems({ ...problems, events: false });
                }}
                className="size-5 accent-primary"
              />
              <span>
                <code className="font-mono text-sm font-bold">{type}</code>{" "}
                <span className="text-muted">{t(EVENT_KEYS[type])}</span>
              </span>
            </label>
          ))}
          {problems.events ? (
            <p id={`${eventsId}-error`} role="alert" className="text-sm font-bold text-danger">
              {t("console.webhooks.eventsRequired")}
            </p>
          ) : null}
        </fieldset>
        <div>
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? t("actions.sending") : t("console.webhooks.addSubmit")}
          </Button>
        </div>
      </form>
      <InlineAlert>{create.error ? errorMessage(create.error) : null}</InlineAlert>
    </section>
  );
}

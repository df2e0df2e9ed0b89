"use client";

import type { CreatedWebhookEndpoint } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { canWriteWebhooks } from "../roles";
import { useOperator } from "../use-operator";
import { AddEndpointForm } from "./add-endpoint-form";
import { DeliveryLog } from "./delivery-log";
import { EndpointsTable } from "./endpoints-table";
import { SecretOnce } from "./secret-once";
import { SignatureHelp } from "./signature-help";

/**
 * `/console/webhooks`: the company's endpoints, their delivery log and replays (docs/webhooks.md). Owners
 * and editors add, switch and delete endpoints and replay events; viewers read everything. The signing
 * secret lives only in this screen's state after a creation: it is never put in the query cache, so the
 * list (and a reload) cannot show it again.
 */
export function WebhooksScreen() {
  const t = useTranslations();
  const operator = useOperator();
  const endpoints = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.webhookEndpoints,
    queryFn: ({ signal }) => consoleApi.listWebhookEndpoints(signal),
  });
  // What the last action did, announced politely (the forms and tables stay where they are).
  const [done, setDone] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const me = operator.data;
  const canWrite = me ? canWriteWebhooks(me.role) : false;

  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <div className="flex flex-col gap-2">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.webhooks.title")}
        </h1>
        {me ? <p className="text-muted">{t("console.webhooks.lead", { company: me.company.name })}</p> : null}
        {/* Always in the page, so screen readers announce what is written into it. */}
        <p role="status" className="text-sm font-bold text-success">
          {done}
        </p>
      </div>
      {me && !canWrite ? (
        <p className="rounded-lg border border-line bg-gray-50 px-3 py-2 text-sm">{t("console.webhooks.readOnly")}</p>
      ) : null}
      {canWrite ? (
        <AddEndpointForm
          onCreated={(endpoint) => {
            setCreated(endpoint);
            setDone(t("console.webhooks.added", { url: endpoint.url }));
          }}
        />
      ) : null}
      {created ? (
        <SecretOnce
          endpoint={created}
          onCopied={() => setDone(t("console.webhooks.secretCopied"))}
          onDismiss={() => setCreated(null)}
        />
      ) : null}
      <ConsoleQueryState query={endpoints}>
        {({ endpoints: list }) => (
          <>
            <EndpointsTable endpoints={list} canWrite={canWrite} onDone={setDone} />
            <DeliveryLog endpoints={list} canWrite={canWrite} onDone={setDone} />
          </>
        )}
      </ConsoleQueryState>
      <SignatureHelp />
    </section>
  );
}

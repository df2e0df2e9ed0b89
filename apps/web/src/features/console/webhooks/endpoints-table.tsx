"use client";

import type { WebhookEndpointView } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Modal } from "@/ui/modal";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { Cell, ConsoleTable } from "../console-table";
import { StatusBadge } from "../status-badge";

/**
 * The company's endpoints (never their secrets: the API does not send them). Writers switch an endpoint
 * on or off and delete it after a confirmation; viewers get the same table without the actions column.
 */
export function EndpointsTable({
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
  const [deleting, setDeleting] = useState<WebhookEndpointView | null>(null);
  const toggle = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (endpoint: WebhookEndpointView) =>
      consoleApi.updateWebhookEndpoint(endpoint.id, { active: !endpoint.active }),
    onSuccess: (updated) => {
      onDone(t(updated.active ? "console.webhooks.activated" : "console.webhooks.deactivated", { url: updated.url }));
      void refresh();
    },
  });
  const remove = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (endpoint: WebhookEndpointView) => consoleApi.deleteWebhookEndpoint(endpoint.id),
    onSuccess: (_answer, endpoint) => {
      setDeleting(null);
      onDone(t("console.webhooks.deleted", { url: endpoint.url }));
      void refresh();
    },
  });

  async function refresh() {
    // Deleting an endpoint deletes its deliveries too, and every change is in the audit log.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.webhookEndpoints }),
      queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.webhookDeliveries }),
      queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.audit }),
    ]);
  }

  const columns = [
    t("console.webhooks.columnUrl"),
    t("console.webhooks.columnEvents"),
    t("console.webhooks.columnState"),
    t("console.webhooks.columnCreated"),
  ];
  return (
    <div className="flex flex-col gap-3">
      <InlineAlert>{toggle.error ? errorMessage(toggle.error) : null}</InlineAlert>
      <ConsoleTable
        caption={t("console.webhooks.endpointsCaption")}
        captionVisible
        alignTop
        columns={canWrite ? [...columns, t("console.webhooks.columnActions")] : columns}
      >
        {endpoints.length === 0 ? (
          <tr>
            <td colSpan={canWrite ? 5 : 4} className="px-4 py-3 text-muted">
              {t("console.webhooks.noEndpoints")}
            </td>
          </tr>
        ) : null}
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id}>
            <Cell header>
              <span className="font-mono wrap-anywhere">{endpoint.url}</span>
            </Cell>
            <Cell>
              <ul className="flex flex-col gap-0.5">
                {endpoint.events.map((type) => (
                  <li key={type}>
                    <code className="font-mono">{type}</code>
                  </li>
                ))}
              </ul>
            </Cell>
            <Cell>
              <StatusBadge tone={endpoint.active ? "live" : "over"}>
                {t(endpoint.active ? "console.webhooks.active" : "console.webhooks.inactive")}
              </StatusBadge>
            </Cell>
            <Cell>
              <LocalTime value={endpoint.createdAt} />
            </Cell>
            {canWrite ? (
              <Cell>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outlined"
                    size="sm"
                    disabled={toggle.isPending && toggle.variables?.id === endpoint.id}
                    aria-label={t(endpoint.active ? "console.webhooks.deactivateOf" : "console.webhooks.activateOf", {
                      url: endpoint.url,
                    })}
                    onClick={() => {
                      toggle.reset();
                      toggle.mutate(endpoint);
                    }}
                  >
                    {t(endpoint.active ? "console.webhooks.deactivate" : "console.webhooks.activate")}
                  </Button>
                  <Button
                    variant="outlined"
                    theme="secondary"
                    size="sm"
                    aria-label={t("console.webhooks.deleteOf", { url: endpoint.url })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(endpoint);
                    }}
                  >
                    {t("console.webhooks.delete")}
                  </Button>
                </div>
              </Cell>
            ) : null}
          </tr>
        ))}
      </ConsoleTable>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t("console.webhooks.confirmTitle", { url: deleting.url }) : undefined}
      >
        <p className="leading-relaxed">{t("console.webhooks.confirmBody")}</p>
        <InlineAlert>{remove.error ? errorMessage(remove.error) : null}</InlineAlert>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outlined" theme="secondary" onClick={() => setDeleting(null)}>
            {t("console.webhooks.cancel")}
          </Button>
          <Button
            theme="black"
            disabled={remove.isPending}
            onClick={() => {
              if (deleting) remove.mutate(deleting);
            }}
          >
            {t("console.webhooks.confirmDelete")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

"use client";

import type { CreatedWebhookEndpoint } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/ui/button";

/**
 * The new endpoint's signing secret, the one time the API gives it. The box takes the focus when it
 * appears, so a keyboard or screen-reader user lands on the warning rather than past it.
 */
export function SecretOnce({
  endpoint,
  onCopied,
  onDismiss,
}: {
  endpoint: CreatedWebhookEndpoint;
  onCopied: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations();
  const titleId = useId();
  const secretId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border-2 border-warning bg-yellow-50 p-5"
      data-testid="webhook-secret"
    >
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {t("console.webhooks.secretTitle", { url: endpoint.url })}
      </h2>
      <p className="font-bold">{t("console.webhooks.secretWarning")}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={secretId} className="text-sm font-bold">
          {t("console.webhooks.secretLabel")}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={secretId}
            readOnly
            value={endpoint.secret}
            onFocus={(event) => event.currentTarget.select()}
            className="h-12 min-w-0 flex-1 rounded-lg border-2 border-gray-500 bg-white px-3 font-mono text-sm"
          />
          <Button
            variant="outlined"
            onClick={() => {
              // The clipboard needs a secure context; without one the operator can still select the text.
              navigator.clipboard?.writeText(endpoint.secret).then(onCopied, () => {});
            }}
          >
            {t("console.webhooks.copySecret")}
          </Button>
        </div>
      </div>
      <div>
        <Button theme="black" onClick={onDismiss}>
          {t("console.webhooks.secretStored")}
        </Button>
      </div>
    </section>
  );
}

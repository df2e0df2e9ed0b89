"use client";

import { useTranslations } from "next-intl";
import type { MessageKey } from "@/i18n/page-metadata";

/** The headers every delivery carries (docs/webhooks.md); names are protocol, only their meaning is translated. */
const HEADERS = [
  { name: "Fanfare-Webhook-Id", meaning: "console.webhooks.verify.headerId" },
  { name: "Fanfare-Webhook-Timestamp", meaning: "console.webhooks.verify.headerTimestamp" },
  { name: "Fanfare-Webhook-Signature", meaning: "console.webhooks.verify.headerSignature" },
] as const satisfies readonly { name: string; meaning: MessageKey }[];

/**
 * How a receiver checks a delivery, in short and in the operator's language, so the console needs no link
 * out: the headers, what is signed, and the two checks that matter (constant time, fresh timestamp).
 */
export function SignatureHelp() {
  const t = useTranslations();
  return (
    <section aria-labelledby="verify-title" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-5">
      <h2 id="verify-title" className="text-lg font-bold">
        {t("console.webhooks.verify.title")}
      </h2>
      <p className="leading-relaxed">{t("console.webhooks.verify.intro")}</p>
      <dl className="flex flex-col gap-2">
        {HEADERS.map((header) => (
          <div key={header.name} className="flex flex-col gap-0.5">
            <dt>
              <code className="font-mono text-sm font-bold">{header.name}</code>
            </dt>
            <dd className="text-sm text-muted">{t(header.meaning)}</dd>
          </div>
        ))}
      </dl>
      <p className="leading-relaxed">{t("console.webhooks.verify.signed")}</p>
      <pre className="overflow-x-auto rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm">
        <code>{'Fanfare-Webhook-Signature: v1=hex(HMAC-SHA256(secret, "<timestamp>.<raw body>"))'}</code>
      </pre>
      <ul className="flex list-disc flex-col gap-1 pl-5 leading-relaxed">
        <li>{t("console.webhooks.verify.rawBody")}</li>
        <li>{t("console.webhooks.verify.constantTime")}</li>
        <li>{t("console.webhooks.verify.freshness")}</li>
        <li>{t("console.webhooks.verify.dedupe")}</li>
      </ul>
    </section>
  );
}

"use client";

import {
  type DrawRecordView,
  type OperatorDrawVerification,
  type RecordVerification,
  verifyDrawRecord,
} from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/ui/button";
import { CHECK_KEYS, VERIFICATION_KEYS } from "./draw-words";

type Outcome = RecordVerification | "running" | "error" | null;

/**
 * "Verify": the record recomputed in the operator's own browser by the protocol's verifier, the same
 * code the public record page runs for fans and the API ran for `server`, each check listed with its
 * outcome in words. Before the draw there is nothing to check, and the button is not offered.
 */
export function DrawVerify({
  record,
  server,
}: {
  record: DrawRecordView | null;
  server: OperatorDrawVerification | null;
}) {
  const t = useTranslations();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const drawn = record !== null && record.seed !== null;

  async function verify(current: DrawRecordView) {
    setOutcome("running");
    try {
      setOutcome(await verifyDrawRecord(current));
    } catch {
      // No WebCrypto (a page not served over HTTPS, an old browser): say so rather than guess.
      setOutcome("error");
    }
  }

  return (
    <section
      aria-labelledby="draw-verify-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4 lg:p-6"
    >
      <h2 id="draw-verify-title" className="text-lg font-bold">
        {t("console.draws.verify.title")}
      </h2>
      <p className="text-sm leading-relaxed">{t("console.draws.verify.lead")}</p>
      {server ? (
        <p className="text-sm" data-testid="draw-server-verification" data-status={server.status}>
          {t("console.draws.verify.server")}: <strong>{t(VERIFICATION_KEYS[server.status])}</strong>
        </p>
      ) : null}
      {drawn ? (
        <div>
          <Button type="button" disabled={outcome === "running"} onClick={() => void verify(record)}>
            {t("console.draws.verify.button")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t("console.draws.verify.later")}</p>
      )}
      {/* Always in the page, so screen readers announce what is written into it. */}
      <div role="status" aria-live="polite" data-testid="draw-console-verification">
        <Result outcome={outcome} />
      </div>
    </section>
  );
}

function Result({ outcome }: { outcome: Outcome }) {
  const t = useTranslations();
  if (outcome === null) return null;
  if (outcome === "running") return <p className="text-sm text-muted">{t("console.draws.verify.running")}</p>;
  if (outcome === "error") return <p className="text-sm text-danger">{t("console.draws.verify.unsupported")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-bold" data-testid="draw-console-verification-result" data-status={outcome.status}>
        {t(VERIFICATION_KEYS[outcome.status])}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {outcome.checks.map((check) => (
          <li
            key={check.key}
            data-check={check.key}
            data-ok={check.ok}
            className={check.ok ? "text-success" : "text-danger"}
          >
            <span aria-hidden="true">{check.ok ? "✓ " : "✗ "}</span>
            {t(CHECK_KEYS[check.key])}
            {": "}
            <strong>{check.ok ? t("console.draws.verify.passed") : t("console.draws.verify.notPassed")}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

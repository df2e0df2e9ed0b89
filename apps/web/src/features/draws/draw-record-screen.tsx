"use client";

import type { DrawReceiptView, DrawRecordView } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { QueryStatus } from "@/features/campaigns/query-status";
import { useCampaign } from "@/features/campaigns/use-campaign";
import { campaignHref } from "@/features/claims/campaign-href";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { useDrawReceipt, useDrawRecord } from "./use-draw-record";
import {
  type ReceiptCheckKey,
  type ReceiptVerification,
  type RecordCheckKey,
  type RecordVerification,
  verifyReceiptInBrowser,
  verifyRecordInBrowser,
} from "./verify-in-browser";

const RECORD_CHECK_TEXT = {
  seedHash: "luckyDraw.record.checkSeedHash",
  entrantsHash: "luckyDraw.record.checkEntrantsHash",
  entrantsRoot: "luckyDraw.record.checkEntrantsRoot",
  winners: "luckyDraw.record.checkWinners",
} as const satisfies Record<RecordCheckKey, string>;

const RECEIPT_CHECK_TEXT = {
  listed: "luckyDraw.record.checkListed",
  leaf: "luckyDraw.record.checkLeaf",
  proof: "luckyDraw.record.checkProof",
} as const satisfies Record<ReceiptCheckKey, string>;

type Outcome = { record: RecordVerification; receipt: ReceiptVerification | null } | "running" | "error" | null;

/**
 * `/projects/[projectId]/[campaign]/draw`: the public record of a lucky draw, what each value means, and
 * a button that recomputes it in this browser (verify-in-browser.ts, WebCrypto) rather than trusting us.
 * A signed-in entrant also sees their receipt, checked against the record's entrant root.
 */
export function DrawRecordScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const campaign = useCampaign(campaignId);
  const record = useDrawRecord(campaignId);
  const entered = (campaign.data?.fan?.drawResult ?? null) !== null;
  const receipt = useDrawReceipt(campaignId, entered);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function verify(current: DrawRecordView, mine: DrawReceiptView | undefined) {
    setOutcome("running");
    try {
      const [ofRecord, ofReceipt] = await Promise.all([
        verifyRecordInBrowser(current),
        mine ? verifyReceiptInBrowser(mine, current) : null,
      ]);
      setOutcome({ record: ofRecord, receipt: ofReceipt });
    } catch {
      // No WebCrypto (an old browser, or a page not served over HTTPS): say so rather than guess.
      setOutcome("error");
    }
  }

  return (
    <Screen title={t("luckyDraw.record.title")} lead={t("luckyDraw.record.lead")}>
      <QueryStatus query={record}>
        {(data) => (
          <>
            <RecordFacts record={data} />
            <section aria-labelledby="draw-winners" className="flex flex-col gap-2">
              <h2 id="draw-winners" className="text-lg font-bold">
                {t("luckyDraw.record.winnersTitle")}
              </h2>
              {data.seed === null ? (
                <p className="text-sm leading-relaxed text-muted">{t("luckyDraw.record.winnersLater")}</p>
              ) : (
                <WinnerList ids={data.winnerEntryIds} mine={receipt.data?.entryId ?? null} />
              )}
            </section>

            {entered ? <ReceiptFacts receipt={receipt.data} failed={receipt.isError} /> : null}

            <section aria-labelledby="draw-verify" className="flex flex-col gap-3">
              <h2 id="draw-verify" className="text-lg font-bold">
                {t("luckyDraw.record.verifyTitle")}
              </h2>
              <p className="text-sm leading-relaxed">{t("luckyDraw.record.verifyLead")}</p>
              {data.seed === null ? (
                <p className="text-sm leading-relaxed text-muted">{t("luckyDraw.record.verifyLater")}</p>
              ) : (
                <Button
                  type="button"
                  size="lg"
                  fullWidth
                  disabled={outcome === "running"}
                  onClick={() => void verify(data, receipt.data)}
                >
                  {t("luckyDraw.record.verifyButton")}
                </Button>
              )}
              <div role="status" aria-live="polite" data-testid="draw-verification">
                <VerificationResult outcome={outcome} />
              </div>
            </section>
          </>
        )}
      </QueryStatus>
      <ButtonLink href={campaignHref(projectId, campaignId)} variant="outlined" size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}

/** A value that is a long hex string or id: wraps anywhere, in a monospace face, selectable. */
function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs break-all">{children}</code>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="font-bold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RecordFacts({ record }: { record: DrawRecordView }) {
  const t = useTranslations();
  const mode =
    record.mode === "UPON_COMPLETION_OF_APPLICATION"
      ? t("luckyDraw.record.modeInstant", { percent: record.winPercent ?? 0 })
      : t("luckyDraw.record.modeAtEnd");
  const drawn = record.seed !== null;
  return (
    <dl className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-card p-4 text-sm" data-testid="draw-record">
      <Fact label={t("luckyDraw.record.algorithm")}>
        <Code>{record.algorithm}</Code>
      </Fact>
      <Fact label={t("luckyDraw.record.mode")}>{mode}</Fact>
      <Fact label={t("luckyDraw.record.prizes")}>{record.prizeCount}</Fact>
      <Fact label={t("luckyDraw.record.seedHash")}>
        <Code>{record.seedHash}</Code>
        <p className="mt-1 text-xs leading-relaxed text-muted">{t("luckyDraw.record.seedHashHelp")}</p>
      </Fact>
      <Fact label={t("luckyDraw.record.seed")}>
        {drawn ? <Code>{record.seed}</Code> : <span className="text-muted">{t("luckyDraw.record.seedLater")}</span>}
      </Fact>
      <Fact label={t("luckyDraw.record.drawnAt")}>
        {record.drawnAt ? (
          <LocalTime value={record.drawnAt} />
        ) : (
          <span className="text-muted">{t("luckyDraw.record.notDrawnYet")}</span>
        )}
      </Fact>
      {drawn ? (
        <>
          <Fact label={t("luckyDraw.record.entrants")}>
            {t("luckyDraw.record.entrantCount", { count: record.entryIds.length })}
          </Fact>
          <Fact label={t("luckyDraw.record.entrantsHash")}>
            <Code>{record.entrantsHash}</Code>
          </Fact>
          <Fact label={t("luckyDraw.record.entrantsRoot")}>
            <Code>{record.entrantsRoot}</Code>
            <p className="mt-1 text-xs leading-relaxed text-muted">{t("luckyDraw.record.entrantsRootHelp")}</p>
          </Fact>
        </>
      ) : null}
    </dl>
  );
}

function WinnerList({ ids, mine }: { ids: readonly string[]; mine: string | null }) {
  const t = useTranslations();
  if (ids.length === 0) return <p className="text-sm text-muted">{t("luckyDraw.record.noWinners")}</p>;
  return (
    <ol className="flex flex-col gap-1 rounded-lg border border-line bg-card p-4" data-testid="draw-winners">
      {ids.map((id) => (
        <li key={id}>
          <Code>{id}</Code>
          {id === mine ? <span className="ms-2 text-xs font-bold">{t("luckyDraw.record.yourEntry")}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function ReceiptFacts({ receipt, failed }: { receipt: DrawReceiptView | undefined; failed: boolean }) {
  const t = useTranslations();
  let body: ReactNode;
  if (failed) body = <p className="text-sm text-muted">{t("luckyDraw.record.receiptUnavailable")}</p>;
  else if (!receipt) body = <p className="text-sm text-muted">{t("actions.loading")}</p>;
  else {
    body = (
      <dl
        className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-card p-4 text-sm"
        data-testid="draw-receipt"
      >
        <Fact label={t("luckyDraw.record.entryId")}>
          <Code>{receipt.entryId}</Code>
        </Fact>
        <Fact label={t("luckyDraw.record.leaf")}>
          <Code>{receipt.leaf}</Code>
        </Fact>
        {receipt.proof && receipt.index !== null && receipt.entrantCount !== null ? (
          <>
            <Fact label={t("luckyDraw.record.position")}>
              {t("luckyDraw.record.positionValue", { index: receipt.index + 1, count: receipt.entrantCount })}
            </Fact>
            <Fact label={t("luckyDraw.record.proof")}>
              <ol className="flex flex-col gap-1">
                {receipt.proof.map((step, i) => (
                  // The steps are an ordered path; the same hash can appear twice only by a collision.
                  <li key={`${i}-${step.hash}`}>
                    <span className="me-1 text-xs text-muted">
                      {step.side === "left" ? t("luckyDraw.record.sideLeft") : t("luckyDraw.record.sideRight")}
                    </span>
                    <Code>{step.hash}</Code>
                  </li>
                ))}
              </ol>
            </Fact>
          </>
        ) : (
          <Fact label={t("luckyDraw.record.proof")}>
            <span className="text-muted">{t("luckyDraw.record.receiptLater")}</span>
          </Fact>
        )}
      </dl>
    );
  }
  return (
    <section aria-labelledby="draw-receipt-title" className="flex flex-col gap-2">
      <h2 id="draw-receipt-title" className="text-lg font-bold">
        {t("luckyDraw.record.receiptTitle")}
      </h2>
      <p className="text-sm leading-relaxed">{t("luckyDraw.record.receiptLead")}</p>
      {body}
    </section>
  );
}

/** Each check with its outcome, said in words too (the marks alone are hidden from screen readers). */
function CheckList({ checks }: { checks: readonly { key: string; ok: boolean; text: string }[] }) {
  const t = useTranslations();
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {checks.map((check) => (
        <li key={check.key} data-ok={check.ok} className={check.ok ? "text-success" : "text-danger"}>
          <span aria-hidden="true">{check.ok ? "✓ " : "✗ "}</span>
          {check.text}
          <span className="sr-only">
            {" "}
            {check.ok ? t("luckyDraw.record.checkPassed") : t("luckyDraw.record.checkFailed")}
          </span>
        </li>
      ))}
    </ul>
  );
}

const RECORD_STATUS_TEXT = {
  verified: "luckyDraw.record.resultVerified",
  failed: "luckyDraw.record.resultFailed",
  "not-drawn": "luckyDraw.record.verifyLater",
  "unknown-algorithm": "luckyDraw.record.resultUnknownAlgorithm",
} as const;

const RECEIPT_STATUS_TEXT = {
  verified: "luckyDraw.record.receiptVerified",
  failed: "luckyDraw.record.receiptFailed",
  pending: "luckyDraw.record.receiptLater",
} as const;

function VerificationResult({ outcome }: { outcome: Outcome }) {
  const t = useTranslations();
  if (outcome === null) return null;
  if (outcome === "running") return <p className="text-sm text-muted">{t("luckyDraw.record.verifying")}</p>;
  if (outcome === "error") return <p className="text-sm text-danger">{t("luckyDraw.record.verifyUnsupported")}</p>;
  const { record, receipt } = outcome;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-card p-4">
      <p className="font-bold" data-testid="draw-verification-result" data-status={record.status}>
        {t(RECORD_STATUS_TEXT[record.status])}
      </p>
      <CheckList checks={record.checks.map((c) => ({ ...c, text: t(RECORD_CHECK_TEXT[c.key]) }))} />
      {receipt ? (
        <>
          <p className="font-bold" data-testid="receipt-verification-result" data-status={receipt.status}>
            {t(RECEIPT_STATUS_TEXT[receipt.status])}
          </p>
          <CheckList checks={receipt.checks.map((c) => ({ ...c, text: t(RECEIPT_CHECK_TEXT[c.key]) }))} />
        </>
      ) : null}
    </div>
  );
}

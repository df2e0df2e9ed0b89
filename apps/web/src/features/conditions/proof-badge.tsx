"use client";

import type { ConditionView, ProofStrength } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PROVIDER_NAME } from "@/features/social/providers/names";
import type { MessageKey } from "@/i18n/page-metadata";
import { Icon } from "@/ui/icons/icon";

// Full keys written out (not built from the value) so check-messages sees each one used.
const PROOF_TEXT: Record<Exclude<ProofStrength, "PROVIDER">, MessageKey> = {
  CHAIN: "condition.proof.CHAIN",
  CODE: "condition.proof.CODE",
  SELF_ATTESTED: "condition.proof.SELF_ATTESTED",
};

/** A small drawing per way of proof; the badge's words carry the meaning, the drawing is decoration. */
const PROOF_DRAWING: Record<ProofStrength, ReactNode> = {
  // A shield with a tick: someone else (the provider) checked it.
  PROVIDER: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  // Two links of a chain.
  CHAIN: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  // A key.
  CODE: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 8-8M16 7l2 2M14 9l2 2" />
    </>
  ),
  // A person: the fan's own word.
  SELF_ATTESTED: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
};

/**
 * How completing a condition is proven (its kind's `proof`, sent by the API): verified by the provider
 * (OAuth read-back), read on chain, by a code, or the fan's own word. NONE has nothing to prove: no badge.
 */
export function ProofBadge({ condition }: { condition: Pick<ConditionView, "type" | "proof" | "provider"> }) {
  const t = useTranslations();
  if (condition.type === "NONE") return null;
  const { proof, provider } = condition;
  let text: string;
  if (proof === "PROVIDER") {
    text = provider
      ? t("condition.proof.PROVIDER", { provider: PROVIDER_NAME[provider] })
      : t("condition.proof.providerUnknown");
  } else {
    text = t(PROOF_TEXT[proof]);
  }
  return (
    <span
      data-proof={proof}
      className="inline-flex w-fit max-w-full items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-bold text-muted"
    >
      <Icon size={14} className="shrink-0">
        {PROOF_DRAWING[proof]}
      </Icon>
      <span>{text}</span>
    </span>
  );
}

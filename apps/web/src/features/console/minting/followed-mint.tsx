"use client";

import type { OperatorMintView } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LocalizedName } from "../localized-name";
import { MINTING_QUERY_KEYS, mintingApi } from "./minting-api";
import { MintingBadge } from "./minting-badge";
import { FOLLOW_KEYS, MINT_STATUS_KEYS, MINT_STATUS_TONES, PROBLEM_KEYS } from "./minting-words";

/** How often a retried mint is read until it settles: the relayer's round is a fraction of a second. */
const FOLLOW_MS = 2_000;

const settled = (mint: OperatorMintView | undefined) => mint?.status === "MINTED" || mint?.status === "FAILED";

/**
 * The mint an operator just retried or asked to replace, read until it is minted or fails again, said in a
 * polite live region: the answer to "did it work?" without watching the table.
 */
export function FollowedMint({ initial }: { initial: OperatorMintView }) {
  const t = useTranslations();
  const mint = useQuery({
    meta: { handlesErrors: true },
    queryKey: MINTING_QUERY_KEYS.mint(initial.mintJobId),
    queryFn: ({ signal }) => mintingApi.getMint(initial.mintJobId, signal),
    initialData: initial,
    refetchInterval: (query) => (settled(query.state.data) ? false : FOLLOW_MS),
  });
  const current = mint.data;
  const reason = current.problem ? t(PROBLEM_KEYS[current.problem]) : (current.lastError ?? "");

  return (
    <section
      aria-labelledby="followed-mint-title"
      data-testid="followed-mint"
      className="flex flex-col gap-2 rounded-xl border-2 border-primary bg-card p-4"
    >
      <h2 id="followed-mint-title" className="text-base font-bold">
        {t("console.minting.followTitle")}
      </h2>
      <p className="text-sm">
        {current.fan} · <LocalizedName text={current.campaign.title} />
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <MintingBadge tone={MINT_STATUS_TONES[current.status]}>{t(MINT_STATUS_KEYS[current.status])}</MintingBadge>
        <span role="status" className="font-bold">
          {t(FOLLOW_KEYS[current.status], { block: current.blockNumber ?? "—", reason })}
        </span>
      </p>
      {current.txHash ? (
        <dl className="flex flex-wrap gap-x-3 text-sm">
          <dt className="font-bold text-muted">{t("console.minting.transaction")}</dt>
          <dd>
            <code className="font-mono text-xs wrap-anywhere">{current.txHash}</code>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}

"use client";

import type { ChainMintingView } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { MintingBadge } from "./minting-badge";
import { formatAge, formatCoin } from "./minting-format";
import {
  GAS_STATE_KEYS,
  GAS_STATE_TONES,
  MINT_STATUS_KEYS,
  RELAYER_STATE_KEYS,
  RELAYER_STATE_TONES,
} from "./minting-words";

const COUNTED = ["PENDING", "SUBMITTED", "MINTED", "FAILED"] as const;

/**
 * One chain: its relayer (state from its lease, account, last heartbeat), the relayer's gas balance with
 * the warning level, the company's mints by status with the stuck ones, and how long the oldest has waited.
 * Ages are counted from `checkedAt`, the server's time of reading, so a wrong clock here changes nothing.
 */
export function ChainCard({ chain, checkedAt }: { chain: ChainMintingView; checkedAt: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const now = Date.parse(checkedAt);
  const titleId = `chain-${chain.chainId}-title`;
  const coin = (wei: string) => formatCoin(wei, chain.gas.decimals, chain.gas.symbol, locale);
  const warning = coin(chain.gas.warningWei);

  return (
    <section
      aria-labelledby={titleId}
      data-testid={`chain-${chain.chainId}`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-card p-5"
    >
      <h3 id={titleId} className="text-lg font-bold">
        {t("console.minting.chainTitle", { chain: chain.chainName, id: String(chain.chainId) })}
      </h3>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-bold text-muted">{t("console.minting.relayer")}</dt>
        <dd>
          <MintingBadge tone={RELAYER_STATE_TONES[chain.relayer.state]}>
            {t(RELAYER_STATE_KEYS[chain.relayer.state])}
          </MintingBadge>
        </dd>
        <dt className="font-bold text-muted">{t("console.minting.relayerAccount")}</dt>
        <dd className="font-mono text-xs wrap-anywhere">{chain.relayer.address ?? t("console.minting.noAccount")}</dd>
        <dt className="font-bold text-muted">{t("console.minting.lastSeen")}</dt>
        <dd>
          {chain.relayer.lastSeenAt
            ? t("console.minting.lastSeenAgo", { age: formatAge(now - Date.parse(chain.relayer.lastSeenAt), locale) })
            : t("console.minting.never")}
        </dd>
        <dt className="font-bold text-muted">{t("console.minting.gas")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <MintingBadge tone={GAS_STATE_TONES[chain.gas.state]}>{t(GAS_STATE_KEYS[chain.gas.state])}</MintingBadge>
          <span className="font-bold">
            {chain.gas.balanceWei === null ? t("console.minting.gasUnknown") : coin(chain.gas.balanceWei)}
          </span>
          <span className="text-muted">{t("console.minting.gasWarningLevel", { amount: warning })}</span>
        </dd>
        <dt className="font-bold text-muted">{t("console.minting.oldestWaiting")}</dt>
        <dd data-testid="oldest-waiting">
          {chain.oldestWaitingSince
            ? formatAge(now - Date.parse(chain.oldestWaitingSince), locale)
            : t("console.minting.nothingWaiting")}
        </dd>
      </dl>
      {chain.gas.state === "LOW" ? (
        <p className="rounded-lg border-2 border-amber-700 bg-amber-50 px-3 py-2 text-sm font-bold text-amber-900">
          {t("console.minting.gasLow", { amount: warning })}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-bold">{t("console.minting.countsTitle")}</h4>
        <dl className="grid grid-cols-5 gap-2 text-center">
          {COUNTED.map((status) => (
            <div key={status} className="rounded-lg border border-line px-2 py-2">
              <dt className="text-xs text-muted">{t(MINT_STATUS_KEYS[status])}</dt>
              <dd className="text-lg font-bold tabular-nums" data-testid={`count-${status}`}>
                {chain.counts[status]}
              </dd>
            </div>
          ))}
          <div
            className={`rounded-lg border px-2 py-2 ${chain.stuck > 0 ? "border-red-700 bg-red-50" : "border-line"}`}
          >
            <dt className="text-xs text-muted">{t("console.minting.stuck")}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="count-STUCK">
              {chain.stuck}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

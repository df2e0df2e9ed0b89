"use client";

import type { OperatorMintView, RetryMintResult } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LocalTime } from "@/ui/local-time";
import { ConsoleQueryState } from "../console-query-state";
import { canWriteWebhooks } from "../roles";
import { useOperator } from "../use-operator";
import { ChainCard } from "./chain-card";
import { FollowedMint } from "./followed-mint";
import { MINTING_QUERY_KEYS, mintingApi, REFRESH_MS } from "./minting-api";
import { MintsTable } from "./mints-table";

/**
 * `/console/minting`: per chain the relayer, its gas and the company's mints by status; stuck-mint alerts;
 * the failed and stuck mints, which owners and editors retry or replace (ADR 0027). The page reads
 * everything again every REFRESH_MS while it is open; only what an operator does is announced (a live
 * region repeating the figures every few seconds would drown a screen reader).
 */
export function MintingScreen() {
  const t = useTranslations();
  const operator = useOperator();
  const summary = useQuery({
    meta: { handlesErrors: true },
    queryKey: MINTING_QUERY_KEYS.summary,
    queryFn: ({ signal }) => mintingApi.summary(signal),
    refetchInterval: REFRESH_MS,
  });
  const [done, setDone] = useState<string | null>(null);
  const [followed, setFollowed] = useState<OperatorMintView | null>(null);
  const me = operator.data;
  // The API's rule for operator writes (viewers read only), as for webhooks.
  const canWrite = me ? canWriteWebhooks(me.role) : false;

  const onAsked = (result: RetryMintResult) => {
    setFollowed(result.mint);
    setDone(
      t(result.action === "RETRY" ? "console.minting.retried" : "console.minting.replaced", { fan: result.mint.fan }),
    );
  };

  return (
    <section className="flex flex-col gap-5" aria-labelledby="console-page-title">
      <div className="flex flex-col gap-2">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.minting.title")}
        </h1>
        {me ? (
          <p className="text-muted">
            {t("console.minting.lead", { company: me.company.name, seconds: String(REFRESH_MS / 1000) })}
          </p>
        ) : null}
        {summary.data ? (
          <p className="text-sm text-muted">
            {t("console.minting.checkedAt")} <LocalTime value={summary.data.checkedAt} />
          </p>
        ) : null}
        {/* Always in the page, so screen readers announce what is written into it. */}
        <p role="status" className="text-sm font-bold text-success">
          {done}
        </p>
      </div>
      {me && !canWrite ? (
        <p className="rounded-lg border border-line bg-gray-50 px-3 py-2 text-sm">{t("console.minting.readOnly")}</p>
      ) : null}
      {followed ? <FollowedMint key={followed.mintJobId} initial={followed} /> : null}
      <ConsoleQueryState query={summary}>
        {({ chains, checkedAt }) => {
          const stuck = chains.filter((chain) => chain.stuck > 0);
          return (
            <>
              {stuck.length > 0 ? (
                <section
                  aria-labelledby="stuck-title"
                  className="flex flex-col gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
                >
                  <h2 id="stuck-title" className="font-bold">
                    {t("console.minting.stuckTitle")}
                  </h2>
                  <ul className="list-disc pl-5 text-sm">
                    {stuck.map((chain) => (
                      <li key={chain.chainId}>
                        {t("console.minting.stuckAlert", {
                          chain: chain.chainName,
                          count: chain.stuck,
                          seconds: String(chain.stuckAfterSeconds),
                        })}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section aria-labelledby="chains-title" className="flex flex-col gap-3">
                <h2 id="chains-title" className="text-lg font-bold">
                  {t("console.minting.chainsTitle")}
                </h2>
                {chains.length === 0 ? <p className="text-muted">{t("console.minting.noChains")}</p> : null}
                <div className="grid gap-4 xl:grid-cols-2">
                  {chains.map((chain) => (
                    <ChainCard key={chain.chainId} chain={chain} checkedAt={checkedAt} />
                  ))}
                </div>
              </section>
            </>
          );
        }}
      </ConsoleQueryState>
      <MintsTable canWrite={canWrite} onAsked={onAsked} />
    </section>
  );
}

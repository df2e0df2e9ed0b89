"use client";

import {
  chainInfo,
  type LocalizedText,
  type MintListFilter,
  type OperatorMintView,
  type RetryMintResult,
} from "@fanfare/protocol";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { LocalizedName } from "../localized-name";
import { MINTING_QUERY_KEYS, mintingApi, REFRESH_MS } from "./minting-api";
import { MintingBadge } from "./minting-badge";
import { formatAge, shortHex } from "./minting-format";
import { FILTER_KEYS, MINT_STATUS_KEYS, MINT_STATUS_TONES, PROBLEM_KEYS } from "./minting-words";

/** The select's value for the default list (failed and stuck), which is no filter of the API's. */
const ATTENTION = "attention";
const FILTERS = [ATTENTION, "FAILED", "STUCK", "WAITING"] as const;
type Filter = (typeof FILTERS)[number];

/** A campaign's title in the operator's language, else the Japanese one every title has (for a label). */
function titleIn(title: LocalizedText, locale: string): string {
  return (title as Record<string, string | undefined>)[locale] ?? title.ja;
}

/** What a writer may do with a mint: retry a failed one, replace a stuck one (not yet asked), or nothing. */
function actionOf(mint: OperatorMintView): "RETRY" | "REPLACE" | null {
  if (mint.status === "FAILED") return "RETRY";
  if (mint.stuck && !mint.replaceRequested) return "REPLACE";
  return null;
}

/**
 * The company's mints of one kind, oldest first, read again every few seconds with the rest of the page;
 * writers retry a failed mint or replace a stuck one after confirming it in the row (the API answers
 * "asked": the relayer does the chain work, and `onAsked` follows the mint until it settles).
 */
export function MintsTable({ canWrite, onAsked }: { canWrite: boolean; onAsked: (result: RetryMintResult) => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>(ATTENTION);
  const status: MintListFilter | undefined = filter === ATTENTION ? undefined : filter;
  const [confirming, setConfirming] = useState<string | null>(null);
  // After a cancel, the row's button comes back and takes the focus the confirmation had.
  const [restoreFocus, setRestoreFocus] = useState<string | null>(null);

  const mints = useInfiniteQuery({
    meta: { handlesErrors: true },
    queryKey: MINTING_QUERY_KEYS.mintsOf(status),
    queryFn: ({ pageParam, signal }) => mintingApi.listMints(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: REFRESH_MS,
  });
  const retry = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (mintJobId: string) => mintingApi.retryMint(mintJobId),
    onSuccess: (result) => {
      setConfirming(null);
      onAsked(result);
      void queryClient.invalidateQueries({ queryKey: MINTING_QUERY_KEYS.mints });
      void queryClient.invalidateQueries({ queryKey: MINTING_QUERY_KEYS.summary });
    },
  });

  useEffect(() => {
    // The confirmation takes the focus when it opens, so a keyboard user answers it at once.
    if (confirming) document.querySelector<HTMLButtonElement>(`[data-mint-confirm="${confirming}"]`)?.focus();
  }, [confirming]);
  useEffect(() => {
    if (!restoreFocus) return;
    document.querySelector<HTMLButtonElement>(`[data-mint-action="${restoreFocus}"]`)?.focus();
    setRestoreFocus(null);
  }, [restoreFocus]);

  const columns = [
    t("console.minting.columnStatus"),
    t("console.minting.columnCampaign"),
    t("console.minting.columnFan"),
    t("console.minting.columnChain"),
    t("console.minting.columnReason"),
    t("console.minting.columnSends"),
    t("console.minting.columnAge"),
    ...(canWrite ? [t("console.minting.columnAction")] : []),
  ];
  const now = Date.now();

  return (
    <section aria-labelledby="mints-title" className="flex flex-col gap-3">
      <h2 id="mints-title" className="text-lg font-bold">
        {t("console.minting.listTitle")}
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={filterId} className="text-sm font-bold">
          {t("console.minting.filterLabel")}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            setConfirming(null);
            setFilter(event.target.value as Filter);
          }}
          className="h-11 max-w-md rounded-lg border-2 border-gray-500 bg-white px-3"
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(FILTER_KEYS[value])}
            </option>
          ))}
        </select>
      </div>
      <InlineAlert>{retry.error ? errorMessage(retry.error) : null}</InlineAlert>
      <ConsoleQueryState query={mints}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.mints);
          return (
            <>
              <ConsoleTable
                caption={`${t("console.minting.listTitle")}: ${t(FILTER_KEYS[filter])}`}
                alignTop
                columns={columns}
              >
                {list.length === 0 ? (
                  <tr>
                    <td colSpan={columns.length} className="px-4 py-3 text-muted">
                      {filter === ATTENTION ? t("console.minting.emptyAttention") : t("console.minting.empty")}
                    </td>
                  </tr>
                ) : null}
                {list.map((mint) => {
                  const action = actionOf(mint);
                  const names = { fan: mint.fan, campaign: titleIn(mint.campaign.title, locale) };
                  return (
                    <tr key={mint.mintJobId} data-testid={`mint-${mint.mintJobId}`}>
                      <Cell>
                        <span className="flex flex-col items-start gap-1">
                          <MintingBadge tone={MINT_STATUS_TONES[mint.status]}>
                            {t(MINT_STATUS_KEYS[mint.status])}
                          </MintingBadge>
                          {mint.stuck ? <MintingBadge tone="bad">{t("console.minting.stuck")}</MintingBadge> : null}
                          {mint.replaceRequested ? (
                            <MintingBadge tone="warn">{t("console.minting.replaceRequested")}</MintingBadge>
                          ) : null}
                        </span>
                      </Cell>
                      <Cell header>
                        <LocalizedName text={mint.campaign.title} />
                      </Cell>
                      <Cell>
                        <span className="block">{mint.fan}</span>
                        {mint.recipient ? (
                          <span className="block font-mono text-xs text-muted">{mint.recipient}</span>
                        ) : null}
                      </Cell>
                      <Cell>
                        {mint.chainId === null ? "—" : (chainInfo(mint.chainId)?.name ?? String(mint.chainId))}
                      </Cell>
                      <Cell>
                        <span className="block font-bold">{mint.problem ? t(PROBLEM_KEYS[mint.problem]) : "—"}</span>
                        {mint.lastError ? (
                          <span className="block max-w-xs text-xs wrap-anywhere text-muted">{mint.lastError}</span>
                        ) : null}
                        {mint.txHash ? (
                          <span className="block font-mono text-xs text-muted" title={mint.txHash}>
                            {shortHex(mint.txHash)}
                          </span>
                        ) : null}
                      </Cell>
                      <Cell>{mint.attempts}</Cell>
                      <Cell>{formatAge(now - Date.parse(mint.createdAt), locale)}</Cell>
                      {canWrite ? (
                        <Cell>
                          {action && confirming !== mint.mintJobId ? (
                            <Button
                              variant="outlined"
                              size="sm"
                              data-mint-action={mint.mintJobId}
                              className="whitespace-nowrap"
                              aria-label={t(
                                action === "RETRY" ? "console.minting.retryOf" : "console.minting.replaceOf",
                                names,
                              )}
                              onClick={() => {
                                retry.reset();
                                setConfirming(mint.mintJobId);
                              }}
                            >
                              {t(action === "RETRY" ? "console.minting.retry" : "console.minting.replace")}
                            </Button>
                          ) : null}
                          {action && confirming === mint.mintJobId ? (
                            <fieldset className="flex max-w-xs flex-col gap-2">
                              <legend className="sr-only">
                                {t(action === "RETRY" ? "console.minting.retryOf" : "console.minting.replaceOf", names)}
                              </legend>
                              <p className="text-sm" id={`confirm-${mint.mintJobId}`}>
                                {t(
                                  action === "RETRY"
                                    ? "console.minting.confirmRetry"
                                    : "console.minting.confirmReplace",
                                )}
                              </p>
                              <div className="flex flex-wrap gap-2">
                                <Button
                                  data-mint-confirm={mint.mintJobId}
                                  size="sm"
                                  aria-describedby={`confirm-${mint.mintJobId}`}
                                  disabled={retry.isPending}
                                  onClick={() => retry.mutate(mint.mintJobId)}
                                >
                                  {t(
                                    action === "RETRY"
                                      ? "console.minting.confirmRetryAction"
                                      : "console.minting.confirmReplaceAction",
                                  )}
                                </Button>
                                <Button
                                  variant="outlined"
                                  size="sm"
                                  onClick={() => {
                                    setConfirming(null);
                                    setRestoreFocus(mint.mintJobId);
                                  }}
                                >
                                  {t("console.minting.cancel")}
                                </Button>
                              </div>
                            </fieldset>
                          ) : null}
                        </Cell>
                      ) : null}
                    </tr>
                  );
                })}
              </ConsoleTable>
              {mints.hasNextPage ? (
                <Button
                  variant="outlined"
                  disabled={mints.isFetchingNextPage}
                  onClick={() => void mints.fetchNextPage()}
                  className="self-start"
                >
                  {t("console.minting.loadMore")}
                </Button>
              ) : null}
            </>
          );
        }}
      </ConsoleQueryState>
    </section>
  );
}

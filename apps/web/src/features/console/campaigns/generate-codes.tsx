"use client";

import type { OperatorCampaignView } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { consoleApi } from "../console-api";
import { InputField, SelectField } from "./field";
import { useBuilderTranslations } from "./use-builder-translations";

/** The code kinds whose single-use codes the API generates (SPECIFY_A_SINGLE_CODE has one given code). */
export const GENERATED_CODE_KINDS = ["SPECIFY_MULTIPLE_CODES", "NFT_IS_LINKED_BY_CODE"] as const;

/** Hands the CSV to the browser as a download; nothing of it stays in the page. */
function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * "Generate N codes" for one code condition: the API makes them and answers with the only copy in clear,
 * which goes straight to a CSV download. The page never shows them and keeps nothing (the API stores
 * keyed hashes only); the operator is told how many were downloaded.
 */
export function GenerateCodes({
  conditionId,
  conditionType,
  nfts,
  label,
}: {
  conditionId: string;
  conditionType: (typeof GENERATED_CODE_KINDS)[number];
  nfts: OperatorCampaignView["nfts"];
  label: string;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [count, setCount] = useState("100");
  const [nftId, setNftId] = useState<string | undefined>(nfts[0]?.id);
  const [done, setDone] = useState<number | null>(null);
  const needsNft = conditionType === "NFT_IS_LINKED_BY_CODE";
  const generate = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      consoleApi.generateCodesCsv(conditionId, { count: Number(count), ...(needsNft && nftId ? { nftId } : {}) }),
    onSuccess: (csv) => {
      download(csv, `codes-${conditionId}.csv`);
      setDone(Number(count));
      // The campaign's view counts its codes (used of total): read it again with the new ones.
      void queryClient.invalidateQueries({ queryKey: ["console", "campaign"] });
    },
  });
  const n = Number(count);
  const countError = Number.isInteger(n) && n >= 1 && n <= 10_000 ? undefined : t("console.builder.codes.countInvalid");
  const idBase = `codes-${conditionId}`;
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!countError) generate.mutate();
      }}
    >
      <p className="text-sm text-muted">{t("console.builder.codes.lead")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <InputField
          id={`${idBase}-count`}
          type="number"
          min={1}
          max={10_000}
          step={1}
          label={t("console.builder.codes.count")}
          value={count}
          error={countError}
          onChange={setCount}
        />
        {needsNft ? (
          <SelectField
            id={`${idBase}-nft`}
            label={t("console.builder.codes.nft")}
            value={nftId}
            options={nfts.map((nft) => ({ value: nft.id, label: nft.name.ja }))}
            onChange={setNftId}
          />
        ) : null}
        <Button type="submit" variant="outlined" disabled={generate.isPending || Boolean(countError)}>
          {t("console.builder.codes.generate")}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {done !== null ? t("console.builder.codes.downloaded", { count: done }) : ""}
      </p>
      {generate.error ? <InlineAlert>{errorMessage(generate.error)}</InlineAlert> : null}
    </form>
  );
}

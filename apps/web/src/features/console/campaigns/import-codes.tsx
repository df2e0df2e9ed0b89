"use client";

import type { OperatorCampaignView } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { CONTROL_CLASS, describedBy, FieldError, FieldHint, SelectField } from "./field";
import type { GENERATED_CODE_KINDS } from "./generate-codes";
import { useBuilderTranslations } from "./use-builder-translations";

/**
 * The largest part of a file sent in one request: under the API's default body limit (64 KiB) with room
 * for the JSON around it and escaped characters.
 */
export const PART_CHARS = 48_000;

/**
 * A CSV's text cut at line ends into parts of at most `max` characters (a longer single line stays
 * whole: the API refuses it as too long, which is the truth about it). The parts are imported one
 * after another, each in its own transaction, so a code repeated across two parts is counted as
 * "already in the condition" rather than "repeated in the file": the total skipped is the same.
 */
export function csvParts(text: string, max = PART_CHARS): string[] {
  const parts: string[] = [];
  let current = "";
  for (const line of text.split(/\r\n|\n|\r/u)) {
    // Blank lines carry no code (the API skips them too): a part is never blank or sent for nothing.
    if (line.trim() === "") continue;
    if (current !== "" && current.length + line.length + 1 > max) {
      parts.push(current);
      current = "";
    }
    current = current === "" ? line : `${current}\n${line}`;
  }
  if (current !== "") parts.push(current);
  return parts;
}

type Totals = { imported: number; duplicatesInFile: number; alreadyPresent: number };

/**
 * "Import a CSV" for one code condition: the file is read in the browser and its text sent to the API,
 * which checks, hashes and stores the codes. The page shows only counts; the codes are never shown back
 * and nothing of the file is kept after the upload.
 */
export function ImportCodes({
  conditionId,
  conditionType,
  campaignId,
  nfts,
  number,
}: {
  conditionId: string;
  conditionType: (typeof GENERATED_CODE_KINDS)[number];
  campaignId: string;
  nfts: OperatorCampaignView["nfts"];
  /** The condition's 1-based number in the campaign (the form's name). */
  number: number;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [nftId, setNftId] = useState<string | undefined>(nfts[0]?.id);
  const [done, setDone] = useState<Totals | null>(null);
  const needsNft = conditionType === "NFT_IS_LINKED_BY_CODE";
  const idBase = `import-codes-${conditionId}`;

  const upload = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (chosen: File): Promise<Totals> => {
      const totals = { imported: 0, duplicatesInFile: 0, alreadyPresent: 0 };
      for (const csv of csvParts(await chosen.text())) {
        const result = await consoleApi.importCodes(conditionId, { csv, ...(needsNft && nftId ? { nftId } : {}) });
        totals.imported += result.imported;
        totals.duplicatesInFile += result.duplicatesInFile;
        totals.alreadyPresent += result.alreadyPresent;
      }
      return totals;
    },
    onMutate: () => setDone(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.campaign(campaignId) }),
    onSuccess: setDone,
  });

  const fileId = `${idBase}-file`;
  const fileError = missingFile ? t("console.builder.codes.importNoFile") : undefined;
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
      // Its own name, not the generator's with words added: "Codes for condition 2" must name one form.
      aria-label={t("console.builder.codes.importForm", { number })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) {
          setMissingFile(true);
          document.getElementById(fileId)?.focus();
          return;
        }
        upload.mutate(file);
      }}
    >
      <h4 className="font-bold">{t("console.builder.codes.importTitle")}</h4>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-bold">
            {t("console.builder.codes.importFile")}
          </label>
          <FieldHint id={fileId}>{t("console.builder.codes.importLead")}</FieldHint>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy(fileId, true, fileError)}
            className={`${CONTROL_CLASS} py-2`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
            }}
          />
          <FieldError id={fileId}>{fileError}</FieldError>
        </div>
        {needsNft ? (
          <SelectField
            id={`${idBase}-nft`}
            label={t("console.builder.codes.nft")}
            value={nftId}
            options={nfts.map((nft) => ({ value: nft.id, label: nft.name.ja }))}
            onChange={setNftId}
          />
        ) : null}
        <Button type="submit" variant="outlined" disabled={upload.isPending}>
          {t("console.builder.codes.importButton")}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {done
          ? t("console.builder.codes.importDone", {
              imported: done.imported,
              duplicates: done.duplicatesInFile,
              present: done.alreadyPresent,
            })
          : ""}
      </p>
      {upload.error ? <InlineAlert>{errorMessage(upload.error)}</InlineAlert> : null}
    </form>
  );
}

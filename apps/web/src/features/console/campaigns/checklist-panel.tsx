"use client";

import type { ChecklistItem, OperatorCampaignView } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { useToast } from "@/ui/toaster";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { CHECKLIST_KEYS, FIELD_KEYS, KIND_KEYS } from "./builder-texts";
import { type BuilderTranslate, useBuilderTranslations } from "./use-builder-translations";

/**
 * The form control a checklist item is about: its `field` is a path of the campaign (`title`,
 * `nfts.<key>.name`, `conditions.<id>`, `endsAt`), the builder's ids are `field-<path with dashes>` with
 * NFTs by their place; a missing translation points at the first language without its text.
 */
/** An item about a field: a checklist item, or a problem a rehearsal found (features/console/rehearsal). */
export type FieldItem = Pick<ChecklistItem, "field" | "missingLocales"> & { code: string; ok?: boolean };

export function checklistAnchor(item: FieldItem, campaign: Pick<OperatorCampaignView, "nfts">): string {
  const parts = item.field.split(".");
  if (parts[0] === "nfts" && parts[1] !== undefined) {
    const index = campaign.nfts.findIndex((nft) => nft.key === parts[1]);
    if (index >= 0) parts[1] = String(index);
  }
  const locale = item.code === "TRANSLATION" || item.code === "MAIL_TRANSLATION" ? item.missingLocales?.[0] : undefined;
  return `field-${[...parts, ...(locale ? [locale] : [])].join("-")}`;
}

/** The item's field in words: "Title", "NFT name (NFT 1)", "Condition 2". */
export function fieldWords(t: BuilderTranslate, item: FieldItem, campaign: OperatorCampaignView): string {
  const [head, second, third] = item.field.split(".");
  if (head === "conditions" && second) {
    const index = [...campaign.conditions].sort((a, b) => a.position - b.position).findIndex((c) => c.id === second);
    const condition = campaign.conditions.find((c) => c.id === second);
    return condition
      ? t("console.builder.conditions.heading", {
          number: index + 1,
          kind: t(KIND_KEYS[condition.type]),
        })
      : t("console.builder.fields.conditions");
  }
  if (head === "nfts" && third) {
    const index = campaign.nfts.findIndex((nft) => nft.key === second);
    const name = `nft${third[0]?.toUpperCase()}${third.slice(1)}`;
    const key = FIELD_KEYS[name];
    const label = key ? t(key) : third;
    return `${label} (${t("console.builder.nftHeading", { number: index + 1 })})`;
  }
  const key = head ? FIELD_KEYS[head] : undefined;
  return key ? t(key) : item.field;
}

/**
 * The publish checklist (the API's, every item passed or not) and the Publish button: each failed item
 * is a translated sentence linking to its field; Publish is offered once every item passes, and the
 * API checks again when it is pressed (campaignPublish-E2001).
 */
export function ChecklistPanel({ campaign, readOnly }: { campaign: OperatorCampaignView; readOnly: boolean }) {
  const t = useBuilderTranslations();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const checklist = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.checklist(campaign.id),
    queryFn: ({ signal }) => consoleApi.campaignChecklist(campaign.id, signal),
  });
  const publish = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => consoleApi.publishCampaign(campaign.id),
    onSuccess: async (view) => {
      queryClient.setQueryData(CONSOLE_QUERY_KEYS.campaign(view.id), view);
      await queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.campaigns(view.projectId) });
      toast.showToast({ type: "success", message: t("console.builder.checklist.published") });
    },
  });
  const published = campaign.publishStatus !== "MAKING";
  return (
    <ConsoleQueryState query={checklist}>
      {(list) => {
        const failed = list.items.filter((item) => !item.ok);
        return (
          <div className="flex flex-col gap-3">
            <p className={failed.length === 0 ? "font-bold text-green-800" : "font-bold text-danger"}>
              {failed.length === 0
                ? t("console.builder.checklist.allPassed", { count: list.items.length })
                : t("console.builder.checklist.failedCount", { count: failed.length })}
            </p>
            {failed.length > 0 ? (
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                {failed.map((item) => {
                  const anchor = checklistAnchor(item, campaign);
                  const languages = (item.missingLocales ?? []).map((locale) => t(`languages.${locale}`)).join(", ");
                  return (
                    <li key={`${item.code}-${item.field}`}>
                      <a
                        href={`#${anchor}`}
                        className="text-link underline hover:no-underline"
                        onClick={() => requestAnimationFrame(() => document.getElementById(anchor)?.focus())}
                      >
                        {t(CHECKLIST_KEYS[item.code], {
                          field: fieldWords(t, item, campaign),
                          languages,
                        })}
                      </a>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {publish.error ? <InlineAlert>{errorMessage(publish.error)}</InlineAlert> : null}
            {published ? <p className="text-sm text-muted">{t("console.builder.checklist.alreadyPublished")}</p> : null}
            {published || readOnly ? null : (
              <div className="flex flex-wrap items-center gap-3">
                <Button disabled={!list.ok || publish.isPending} onClick={() => publish.mutate()}>
                  {t("console.builder.checklist.publish")}
                </Button>
                <Button
                  variant="outlined"
                  size="sm"
                  disabled={checklist.isFetching}
                  onClick={() => checklist.refetch()}
                >
                  {t("console.builder.checklist.recheck")}
                </Button>
              </div>
            )}
          </div>
        );
      }}
    </ConsoleQueryState>
  );
}

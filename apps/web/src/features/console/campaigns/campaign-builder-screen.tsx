"use client";

import {
  CampaignDefinition,
  CampaignPatch,
  EFFECT_TYPES,
  IMAGE_SOURCES,
  type OperatorCampaignView,
  REWARD_KINDS,
  REWARD_TIMINGS,
  UI_THEMES,
} from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { z } from "zod";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { Link, useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { useToast } from "@/ui/toaster";
import { BackLink } from "../back-link";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { CsvDownloadLink } from "../csv-download-link";
import { LinksField } from "../links-field";
import { LocalizedName } from "../localized-name";
import { UnsavedStatus } from "../unsaved-status";
import { AssetUploadField } from "../uploads/asset-upload-field";
import { useOperator } from "../use-operator";
import {
  EFFECT_KEYS,
  FIELD_KEYS,
  IMAGE_SOURCE_KEYS,
  KIND_KEYS,
  REWARD_KIND_KEYS,
  REWARD_TIMING_KEYS,
  SCHEMA_FIELD_KEYS,
  THEME_KEYS,
} from "./builder-texts";
import { type CampaignDraft, draftFromView, emptyDraft, newNftDraft, toDefinition, toPatch } from "./campaign-draft";
import { ChainField } from "./chain-field";
import { ChecklistPanel } from "./checklist-panel";
import { ConditionsEditor } from "./conditions-editor";
import { EffectPreview } from "./effect-preview";
import { ExistingConditions } from "./existing-conditions";
import { ExportsPanel, exportHref } from "./exports-panel";
import { fieldId, InputField, itemActionLabel, SelectField } from "./field";
import { ErrorSummary, FormSection } from "./form-parts";
import { GENERATED_CODE_KINDS, GenerateCodes } from "./generate-codes";
import { ImportCodes } from "./import-codes";
import { LocalizedTextField } from "./localized-text-field";
import { issuesByPath, issueText, pathKey } from "./schema-form/issues";
import { type BuilderTranslate, useBuilderTranslations } from "./use-builder-translations";
import { zoneLabel } from "./zoned-time";

type Issues = Map<string, z.core.$ZodIssue>;

/** The campaign's other console pages, linked above its builder (the draw's only for a lucky draw). */
const CAMPAIGN_PAGES = [
  { rest: "dashboard", text: "console.dashboard.open" },
  { rest: "rehearsal", text: "console.rehearsal.builderLink" },
  { rest: "preview", text: "console.preview.open" },
  { rest: "draw", text: "console.draws.builderLink" },
] as const;

/** `/console/projects/[projectId]/campaigns/new`: a new campaign, built from scratch. */
export function NewCampaignScreen({ projectId }: { projectId: string }) {
  const initial = useMemo(() => emptyDraft(), []);
  return <CampaignBuilder projectId={projectId} campaign={null} initial={initial} />;
}

/** `/console/projects/[projectId]/campaigns/[campaignId]`: an existing campaign, its fields edited in place. */
export function EditCampaignScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useBuilderTranslations();
  const campaign = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaign(campaignId),
    queryFn: ({ signal }) => consoleApi.getCampaign(campaignId, signal),
  });
  if (campaign.error instanceof ApiError && campaign.error.status === 404) {
    return (
      <BuilderFrame projectId={projectId} title={t("console.builder.editTitle")}>
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.builder.notFound")}
        </p>
      </BuilderFrame>
    );
  }
  return (
    <ConsoleQueryState query={campaign}>
      {(view) => <LoadedCampaign key={view.id} projectId={projectId} view={view} />}
    </ConsoleQueryState>
  );
}

function LoadedCampaign({ projectId, view }: { projectId: string; view: OperatorCampaignView }) {
  const initial = useMemo(() => draftFromView(view), [view]);
  return <CampaignBuilder projectId={projectId} campaign={view} initial={initial} />;
}

function BuilderFrame({ projectId, title, children }: { projectId: string; title: ReactNode; children: ReactNode }) {
  const t = useBuilderTranslations();
  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={`/console/projects/${projectId}`}>{t("console.builder.back")}</BackLink>
      <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** The operator's time zone, read in the browser after hydration (the server's zone is not theirs). */
function useZoneLabel(): string {
  const [label, setLabel] = useState("");
  useEffect(() => setLabel(zoneLabel()), []);
  return label;
}

function CampaignBuilder({
  projectId,
  campaign,
  initial,
}: {
  projectId: string;
  campaign: OperatorCampaignView | null;
  initial: CampaignDraft;
}) {
  const t = useBuilderTranslations();
  const toast = useToast();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const operator = useOperator();
  const readOnly = operator.data?.role === "VIEWER";
  const zone = useZoneLabel();
  const [loaded, setLoaded] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<Issues | null>(null);
  const editing = campaign !== null;

  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => {
    setDraft((old) => ({ ...old, [key]: value }));
  };
  const errorAt = (...path: (string | number)[]) => {
    const issue = issues?.get(pathKey(path));
    return issue ? issueText(t, issue) : undefined;
  };
  const textErrors = (...path: (string | number)[]) =>
    Object.fromEntries(
      (["", "ja", "en", "fr", "th"] as const).flatMap((locale) => {
        const text = locale ? errorAt(...path, locale) : errorAt(...path);
        return text ? [[locale, text]] : [];
      }),
    );

  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (
      body: { create: z.input<typeof CampaignDefinition> } | { patch: z.input<typeof CampaignPatch> },
    ) =>
      "create" in body
        ? consoleApi.createCampaign(projectId, body.create)
        : consoleApi.updateCampaign(campaign?.id ?? "", body.patch),
    onSuccess: async (saved) => {
      queryClient.setQueryData(CONSOLE_QUERY_KEYS.campaign(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEYS.campaigns(projectId) });
      toast.showToast({ type: "success", message: t("console.builder.saved") });
      setLoaded(draft);
      if (!editing) router.push(`/console/projects/${projectId}/campaigns/${saved.id}`);
    },
  });
  // Texts in four languages are an hour's work: leaving with them unsaved asks first.
  const unsaved = !readOnly && JSON.stringify(draft) !== JSON.stringify(loaded);
  useLeaveGuard(unsaved, t("console.unsaved.leave"));

  const submit = () => {
    const result = editing
      ? CampaignPatch.safeParse(toPatch(draft, loaded))
      : CampaignDefinition.safeParse(toDefinition(draft));
    if (!result.success) {
      setIssues(issuesByPath(result.error.issues));
      requestAnimationFrame(() => document.getElementById("builder-errors")?.focus());
      return;
    }
    setIssues(new Map());
    if (editing) save.mutate({ patch: toPatch(draft, loaded) as z.input<typeof CampaignPatch> });
    else save.mutate({ create: toDefinition(draft) as z.input<typeof CampaignDefinition> });
  };

  const draw = draft.rewardKind === "LUCKY_DRAW";
  const instant = draw && draft.rewardTiming === "UPON_COMPLETION_OF_APPLICATION";
  const options = <V extends string>(values: readonly V[], keys: Record<V, string>) =>
    values.map((value) => ({ value, label: t(keys[value]) }));
  const timeField = (field: "startsAt" | "endsAt" | "distributionStartsAt" | "distributionEndsAt") => (
    <InputField
      id={fieldId([field])}
      type="datetime-local"
      label={t(FIELD_KEYS[field] ?? field)}
      error={errorAt(field)}
      disabled={readOnly}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      after={zone ? t("console.builder.timeZone", { zone }) : undefined}
    />
  );

  return (
    <BuilderFrame
      projectId={projectId}
      title={
        campaign ? (
          <>
            {t("console.builder.editTitle")}: <LocalizedName text={campaign.title} />
          </>
        ) : (
          t("console.builder.newTitle")
        )
      }
    >
      {readOnly ? <p className="text-sm text-muted">{t("console.builder.readOnly")}</p> : null}
      {campaign
        ? CAMPAIGN_PAGES.filter((page) => page.rest !== "draw" || campaign.rewardKind === "LUCKY_DRAW").map((page) => (
            <p key={page.rest}>
              <Link
                href={`/console/projects/${projectId}/campaigns/${campaign.id}/${page.rest}`}
                className="font-bold text-link underline hover:no-underline"
              >
                {t(page.text)}
              </Link>
            </p>
          ))
        : null}
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <ErrorSummary id="builder-errors" issues={issues ?? new Map()} label={(key) => summaryLabel(t, key)} />

        <FormSection id="builder-texts" title={t("console.builder.sections.texts")}>
          <LocalizedTextField
            path={["title"]}
            label={t("console.builder.fields.title")}
            value={draft.title}
            errors={textErrors("title")}
            disabled={readOnly}
            onChange={(value) => set("title", value)}
          />
          {(["description", "terms", "privacyPolicy"] as const).map((field) => (
            <LocalizedTextField
              key={field}
              path={[field]}
              label={t(FIELD_KEYS[field] ?? field)}
              multiline
              value={draft[field]}
              errors={textErrors(field)}
              disabled={readOnly}
              onChange={(value) => set(field, value)}
            />
          ))}
          <LinksField
            owner="campaign"
            links={draft.links}
            onChange={(links) => set("links", links)}
            errorAt={errorAt}
            textErrors={textErrors}
            disabled={readOnly}
          />
        </FormSection>

        <FormSection id="builder-look" title={t("console.builder.sections.look")}>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id={fieldId(["imageSource"])}
              label={t("console.builder.fields.imageSource")}
              error={errorAt("imageSource")}
              disabled={readOnly}
              value={draft.imageSource}
              options={options(IMAGE_SOURCES, IMAGE_SOURCE_KEYS)}
              onChange={(value) => value && set("imageSource", value)}
            />
            {draft.imageSource === "NFT_IMAGE" ? null : (
              <AssetUploadField
                id={fieldId(["imageUrl"])}
                projectId={projectId}
                kind="image"
                label={t("console.builder.fields.imageUrl")}
                hint={t("console.builder.urlHint")}
                error={errorAt("imageUrl")}
                disabled={readOnly}
                value={draft.imageUrl}
                onChange={(value) => set("imageUrl", value)}
              />
            )}
            <SelectField
              id={fieldId(["theme"])}
              label={t("console.builder.fields.theme")}
              error={errorAt("theme")}
              disabled={readOnly}
              value={draft.theme}
              options={options(UI_THEMES, THEME_KEYS)}
              onChange={(value) => value && set("theme", value)}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="flex flex-col gap-4">
              <SelectField
                id={fieldId(["effect"])}
                label={t("console.builder.fields.effect")}
                error={errorAt("effect")}
                disabled={readOnly}
                value={draft.effect}
                options={options(EFFECT_TYPES, EFFECT_KEYS)}
                onChange={(value) => value && set("effect", value)}
              />
              {draft.effect === "CUSTOM_IMAGE" ? (
                <AssetUploadField
                  id={fieldId(["effectImageUrl"])}
                  projectId={projectId}
                  kind="image"
                  label={t("console.builder.fields.effectImageUrl")}
                  hint={t("console.builder.urlHint")}
                  error={errorAt("effectImageUrl")}
                  disabled={readOnly}
                  value={draft.effectImageUrl}
                  onChange={(value) => set("effectImageUrl", value)}
                />
              ) : null}
            </div>
            <EffectPreview effect={draft.effect} imageUrl={draft.effectImageUrl.trim() || null} theme={draft.theme} />
          </div>
        </FormSection>

        <FormSection id="builder-windows" title={t("console.builder.sections.windows")}>
          <p className="text-sm text-muted">{t("console.builder.windowsLead")}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {timeField("startsAt")}
            {timeField("endsAt")}
            {timeField("distributionStartsAt")}
            {timeField("distributionEndsAt")}
          </div>
        </FormSection>

        <FormSection id="builder-reward" title={t("console.builder.sections.reward")}>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id={fieldId(["rewardKind"])}
              label={t("console.builder.fields.rewardKind")}
              error={errorAt("rewardKind")}
              disabled={readOnly}
              value={draft.rewardKind}
              options={options(REWARD_KINDS, REWARD_KIND_KEYS)}
              onChange={(value) => value && set("rewardKind", value)}
            />
            {draw ? (
              <SelectField
                id={fieldId(["rewardTiming"])}
                label={t("console.builder.fields.rewardTiming")}
                error={errorAt("rewardTiming")}
                disabled={readOnly}
                value={draft.rewardTiming}
                options={options(REWARD_TIMINGS, REWARD_TIMING_KEYS)}
                onChange={(value) => set("rewardTiming", value)}
              />
            ) : null}
            <InputField
              id={fieldId(["totalSupply"])}
              type="number"
              min={1}
              step={1}
              label={t("console.builder.fields.totalSupply")}
              error={errorAt("totalSupply")}
              disabled={readOnly}
              value={draft.totalSupply}
              onChange={(value) => set("totalSupply", value)}
            />
            <InputField
              id={fieldId(["perFanLimit"])}
              type="number"
              min={1}
              max={100}
              step={1}
              label={t("console.builder.fields.perFanLimit")}
              error={errorAt("perFanLimit")}
              disabled={readOnly}
              value={draft.perFanLimit}
              onChange={(value) => set("perFanLimit", value)}
            />
            {draw ? (
              <InputField
                id={fieldId(["prizeCount"])}
                type="number"
                min={1}
                step={1}
                label={t("console.builder.fields.prizeCount")}
                error={errorAt("prizeCount")}
                disabled={readOnly}
                value={draft.prizeCount}
                onChange={(value) => set("prizeCount", value)}
              />
            ) : null}
            {instant ? (
              <InputField
                id={fieldId(["winPercent"])}
                type="number"
                min={1}
                max={100}
                step={1}
                label={t("console.builder.fields.winPercent")}
                error={errorAt("winPercent")}
                disabled={readOnly}
                value={draft.winPercent}
                onChange={(value) => set("winPercent", value)}
              />
            ) : null}
          </div>
        </FormSection>

        <FormSection id="builder-nft" title={t("console.builder.sections.nft")}>
          <p className="text-sm text-muted">
            {editing ? t("console.builder.nftFixed") : t("console.builder.chainNote")}
          </p>
          <ChainField
            value={draft.chainId}
            onChange={(chainId) => set("chainId", chainId)}
            error={errorAt("chainId")}
            disabled={readOnly || editing}
          />
          <ol className="flex flex-col gap-4">
            {draft.nfts.map((nft, index) => {
              const update = (patch: Partial<typeof nft>) =>
                set(
                  "nfts",
                  draft.nfts.map((other, i) => (i === index ? { ...other, ...patch } : other)),
                );
              const fixed = readOnly || editing;
              const heading = t("console.builder.nftHeading", { number: index + 1 });
              return (
                <li key={nft.key + String(index)} className="flex flex-col gap-4 rounded-lg border border-line p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-bold">{heading}</h3>
                    {fixed || draft.nfts.length === 1 ? null : (
                      <Button
                        variant="outlined"
                        size="xs"
                        aria-label={itemActionLabel(t("console.builder.remove"), heading)}
                        onClick={() =>
                          set(
                            "nfts",
                            draft.nfts.filter((_, i) => i !== index),
                          )
                        }
                      >
                        {t("console.builder.remove")}
                      </Button>
                    )}
                  </div>
                  <LocalizedTextField
                    path={["nfts", index, "name"]}
                    label={t("console.builder.fields.nftName")}
                    value={nft.name}
                    errors={textErrors("nfts", index, "name")}
                    disabled={fixed}
                    onChange={(name) => update({ name })}
                  />
                  <LocalizedTextField
                    path={["nfts", index, "description"]}
                    label={t("console.builder.fields.nftDescription")}
                    multiline
                    value={nft.description}
                    errors={textErrors("nfts", index, "description")}
                    disabled={fixed}
                    onChange={(description) => update({ description })}
                  />
                  <div className="grid gap-4 md:grid-cols-2">
                    <AssetUploadField
                      id={fieldId(["nfts", index, "imageUrl"])}
                      projectId={projectId}
                      kind="image"
                      label={t("console.builder.fields.nftImageUrl")}
                      hint={t("console.builder.urlHint")}
                      error={errorAt("nfts", index, "imageUrl")}
                      disabled={fixed}
                      value={nft.imageUrl}
                      onChange={(imageUrl) => update({ imageUrl })}
                    />
                    <InputField
                      id={fieldId(["nfts", index, "supply"])}
                      type="number"
                      min={1}
                      step={1}
                      label={t("console.builder.fields.nftSupply")}
                      hint={t("console.builder.nftSupplyHint")}
                      error={errorAt("nfts", index, "supply")}
                      disabled={fixed}
                      value={nft.supply}
                      onChange={(supply) => update({ supply })}
                    />
                    <InputField
                      id={fieldId(["nfts", index, "key"])}
                      label={t("console.builder.fields.nftKey")}
                      hint={t("console.builder.nftKeyHint")}
                      error={errorAt("nfts", index, "key")}
                      disabled={fixed}
                      value={nft.key}
                      onChange={(key) => update({ key })}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          {readOnly || editing ? null : (
            <div>
              <Button
                variant="outlined"
                size="sm"
                onClick={() => set("nfts", [...draft.nfts, newNftDraft(draft.nfts.length)])}
              >
                {t("console.builder.addNft")}
              </Button>
            </div>
          )}
          {errorAt("nfts") ? <p className="text-sm font-bold text-danger">{errorAt("nfts")}</p> : null}
        </FormSection>

        {editing ? null : (
          <FormSection id="builder-conditions" title={t("console.builder.sections.conditions")}>
            <ConditionsEditor
              conditions={draft.conditions}
              onChange={(conditions) => set("conditions", conditions)}
              showErrors={issues !== null}
              readOnly={readOnly}
            />
          </FormSection>
        )}

        {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
        {readOnly ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {editing ? t("console.builder.saveChanges") : t("console.builder.create")}
            </Button>
            <UnsavedStatus unsaved={unsaved} />
          </div>
        )}
      </form>
      {campaign ? (
        <>
          <FormSection id="builder-conditions" title={t("console.builder.sections.conditions")}>
            <ExistingConditions campaign={campaign} readOnly={readOnly} />
          </FormSection>
          <CodesSection campaign={campaign} readOnly={readOnly} />
          <FormSection id="builder-checklist" title={t("console.builder.checklist.title")}>
            <ChecklistPanel campaign={campaign} readOnly={readOnly} />
          </FormSection>
          <ExportsPanel campaign={campaign} />
        </>
      ) : null}
    </BuilderFrame>
  );
}

/**
 * Each code condition's codes: how many there are and how many fans used, "generate a batch" and "import
 * a CSV" (the clear codes only ever in the operator's files), and the codes-used export (every role).
 */
function CodesSection({ campaign, readOnly }: { campaign: OperatorCampaignView; readOnly: boolean }) {
  const t = useBuilderTranslations();
  const conditions = [...campaign.conditions].sort((a, b) => a.position - b.position);
  const withCodes = conditions.flatMap((condition, index) => {
    const type = GENERATED_CODE_KINDS.find((kind) => kind === condition.type);
    return condition.codes || type ? [{ condition, index, type, codes: condition.codes }] : [];
  });
  if (withCodes.length === 0) return null;
  return (
    <FormSection id="builder-codes" title={t("console.builder.codes.sectionTitle")}>
      {withCodes.map(({ condition, index, type, codes }) => {
        const label = t("console.builder.codes.title", {
          number: index + 1,
          kind: t(KIND_KEYS[condition.type]),
        });
        return (
          <div key={condition.id} className="flex flex-col gap-2">
            <h3 className="font-bold">{label}</h3>
            {codes ? (
              <p className="text-sm">{t("console.builder.codes.usage", { used: codes.used, total: codes.total })}</p>
            ) : null}
            {type && !readOnly ? (
              <>
                <GenerateCodes conditionId={condition.id} conditionType={type} nfts={campaign.nfts} label={label} />
                <ImportCodes
                  conditionId={condition.id}
                  conditionType={type}
                  campaignId={campaign.id}
                  nfts={campaign.nfts}
                  number={index + 1}
                />
              </>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-col gap-1">
        <CsvDownloadLink path={exportHref("codesUsed", campaign.id, null)}>
          {t("console.builder.codes.exportUsed")}
        </CsvDownloadLink>
      </div>
    </FormSection>
  );
}

/** "Title (English)", "Condition 2: Question 1 …": where an error of the summary is, in words. */
function summaryLabel(t: BuilderTranslate, key: string): string {
  const parts = key.split(".");
  const words = parts.map((part) => {
    if (/^\d+$/.test(part)) return `#${Number(part) + 1}`;
    if (["ja", "en", "fr", "th"].includes(part)) return `(${t(`languages.${part}`)})`;
    const id = FIELD_KEYS[part] ?? SCHEMA_FIELD_KEYS[part];
    if (id) return t(id);
    return part;
  });
  return words.join(" ");
}

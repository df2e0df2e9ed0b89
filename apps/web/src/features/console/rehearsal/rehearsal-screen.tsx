"use client";

import {
  LOCALES,
  type Locale,
  type OperatorCampaignView,
  REHEARSAL_ARRIVALS,
  REHEARSAL_DEFAULT_FANS,
  REHEARSAL_DEFAULT_RATE,
  REHEARSAL_MAX_FANS,
  type RehearsalArrival,
  type RehearsalRequest,
} from "@fanfare/protocol";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { ApiError } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { BackLink } from "../back-link";
import { KIND_KEYS } from "../campaigns/builder-texts";
import { InputField, SelectField } from "../campaigns/field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { LocalizedName } from "../localized-name";
import { RehearsalReport } from "./rehearsal-report";
import { ARRIVAL_KEYS } from "./rehearsal-words";

const DEFAULT_PERCENT = String(REHEARSAL_DEFAULT_RATE * 100);

type FormState = {
  fans: string;
  arrival: RehearsalArrival;
  conditionPercents: Record<string, string>;
  participationPercent: string;
  claimsPerFan: string;
  languagePercents: Record<Locale, string>;
  seed: string;
};

function initialForm(): FormState {
  return {
    fans: String(REHEARSAL_DEFAULT_FANS),
    arrival: "UNIFORM",
    conditionPercents: {},
    participationPercent: DEFAULT_PERCENT,
    claimsPerFan: "1",
    languagePercents: { ja: "25", en: "25", fr: "25", th: "25" },
    seed: "",
  };
}

/** A number typed in a field, or null when it is not one within [min, max] (integers when asked). */
export function parseNumber(text: string, min: number, max: number, integer = false): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  if (integer && !Number.isInteger(value)) return null;
  return value;
}

/** The request the form describes, or the ids of the fields that are not valid. */
export function toRequest(
  form: FormState,
  campaign: Pick<OperatorCampaignView, "conditions">,
): { body: RehearsalRequest } | { invalid: string[] } {
  const invalid: string[] = [];
  const fans = parseNumber(form.fans, 1, REHEARSAL_MAX_FANS, true);
  if (fans === null) invalid.push("rehearsal-fans");
  const conditionRates: Record<string, number> = {};
  for (const condition of campaign.conditions) {
    const percent = parseNumber(form.conditionPercents[condition.id] ?? DEFAULT_PERCENT, 0, 100);
    if (percent === null) invalid.push(`rehearsal-condition-${condition.id}`);
    else conditionRates[condition.id] = percent / 100;
  }
  const participation = parseNumber(form.participationPercent, 0, 100);
  if (participation === null) invalid.push("rehearsal-participation");
  const claimsPerFan = parseNumber(form.claimsPerFan, 1, 100, true);
  if (claimsPerFan === null) invalid.push("rehearsal-claims-per-fan");
  const languageShares: Partial<Record<Locale, number>> = {};
  for (const locale of LOCALES) {
    const share = parseNumber(form.languagePercents[locale], 0, 100);
    if (share === null) invalid.push(`rehearsal-language-${locale}`);
    else languageShares[locale] = share;
  }
  if (invalid.length === 0 && Object.values(languageShares).every((share) => share === 0)) {
    invalid.push(`rehearsal-language-${LOCALES[0]}`);
  }
  const seed = form.seed.trim();
  if (seed !== "" && !/^[0-9A-Za-z_-]{1,64}$/.test(seed)) invalid.push("rehearsal-seed");
  if (invalid.length > 0 || fans === null || participation === null || claimsPerFan === null) return { invalid };
  return {
    body: {
      fans,
      arrival: form.arrival,
      conditionRates,
      participationRate: participation / 100,
      claimsPerFan,
      languageShares,
      ...(seed ? { seed } : {}),
    },
  };
}

/**
 * `/console/projects/[projectId]/campaigns/[campaignId]/rehearsal`: the campaign run against synthetic
 * fans (the API computes it in memory and writes nothing, ADR 0028), with the settings of the run and
 * its report. Every role may rehearse. After a run, focus goes to the report's heading.
 */
export function RehearsalScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useBuilderTranslations();
  const campaign = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaign(campaignId),
    queryFn: ({ signal }) => consoleApi.getCampaign(campaignId, signal),
  });
  const notFound = campaign.error instanceof ApiError && campaign.error.status === 404;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={`/console/projects/${projectId}/campaigns/${campaignId}`}>{t("console.rehearsal.back")}</BackLink>
      <div className="flex flex-col gap-1">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.rehearsal.title")}
        </h1>
        {campaign.data ? (
          <p className="text-lg">
            <LocalizedName text={campaign.data.title} />
          </p>
        ) : null}
      </div>
      <p className="max-w-3xl text-sm text-muted">{t("console.rehearsal.lead")}</p>
      {notFound ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.rehearsal.notFound")}
        </p>
      ) : (
        <ConsoleQueryState query={campaign}>
          {(view) => <Rehearsal campaign={view} projectId={projectId} />}
        </ConsoleQueryState>
      )}
    </section>
  );
}

function Rehearsal({ campaign, projectId }: { campaign: OperatorCampaignView; projectId: string }) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const [form, setForm] = useState(initialForm);
  const [invalid, setInvalid] = useState<string[]>([]);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const run = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: RehearsalRequest) => consoleApi.rehearseCampaign(campaign.id, body),
  });
  useEffect(() => {
    if (run.data) reportHeading.current?.focus();
  }, [run.data]);
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  const conditions = [...campaign.conditions].sort((a, b) => a.position - b.position);
  const errorOf = (id: string) => (invalid.includes(id) ? t("console.rehearsal.form.invalid") : undefined);

  const submit = () => {
    const request = toRequest(form, campaign);
    if ("invalid" in request) {
      setInvalid(request.invalid);
      requestAnimationFrame(() => document.getElementById(request.invalid[0] ?? "")?.focus());
      return;
    }
    setInvalid([]);
    run.mutate(request.body);
  };

  return (
    <>
      <form
        noValidate
        aria-labelledby="rehearsal-form-title"
        className="flex flex-col gap-5 rounded-xl border border-line bg-card p-4 lg:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id="rehearsal-form-title" className="text-lg font-bold">
          {t("console.rehearsal.form.title")}
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            id="rehearsal-fans"
            type="number"
            min={1}
            max={REHEARSAL_MAX_FANS}
            step={1}
            label={t("console.rehearsal.form.fans")}
            hint={t("console.rehearsal.form.fansHint")}
            error={errorOf("rehearsal-fans")}
            value={form.fans}
            onChange={(fans) => setForm({ ...form, fans })}
          />
          <SelectField
            id="rehearsal-arrival"
            label={t("console.rehearsal.form.arrival")}
            value={form.arrival}
            options={REHEARSAL_ARRIVALS.map((value) => ({ value, label: t(ARRIVAL_KEYS[value]) }))}
            onChange={(arrival) => setForm({ ...form, arrival: arrival ?? "UNIFORM" })}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold">{t("console.rehearsal.form.conditionsTitle")}</legend>
          {conditions.length === 0 ? (
            <p className="text-sm text-muted">{t("console.rehearsal.conditions.none")}</p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            {conditions.map((condition, index) => (
              <InputField
                key={condition.id}
                id={`rehearsal-condition-${condition.id}`}
                type="number"
                min={0}
                max={100}
                label={t("console.builder.conditions.heading", {
                  number: index + 1,
                  kind: t(KIND_KEYS[condition.type]),
                })}
                error={errorOf(`rehearsal-condition-${condition.id}`)}
                value={form.conditionPercents[condition.id] ?? DEFAULT_PERCENT}
                onChange={(value) =>
                  setForm({ ...form, conditionPercents: { ...form.conditionPercents, [condition.id]: value } })
                }
                after={<span aria-hidden="true">%</span>}
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            id="rehearsal-participation"
            type="number"
            min={0}
            max={100}
            label={t(isDraw ? "console.rehearsal.form.applyRate" : "console.rehearsal.form.claimRate")}
            error={errorOf("rehearsal-participation")}
            value={form.participationPercent}
            onChange={(participationPercent) => setForm({ ...form, participationPercent })}
            after={<span aria-hidden="true">%</span>}
          />
          {isDraw ? null : (
            <InputField
              id="rehearsal-claims-per-fan"
              type="number"
              min={1}
              max={100}
              step={1}
              label={t("console.rehearsal.form.claimsPerFan")}
              hint={t("console.rehearsal.form.claimsPerFanHint", { limit: campaign.perFanLimit })}
              error={errorOf("rehearsal-claims-per-fan")}
              value={form.claimsPerFan}
              onChange={(claimsPerFan) => setForm({ ...form, claimsPerFan })}
            />
          )}
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold">{t("console.rehearsal.form.languagesTitle")}</legend>
          <p className="text-sm text-muted">{t("console.rehearsal.form.languagesHint")}</p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {LOCALES.map((locale) => (
              <InputField
                key={locale}
                id={`rehearsal-language-${locale}`}
                type="number"
                min={0}
                max={100}
                label={t(`languages.${locale}`)}
                error={errorOf(`rehearsal-language-${locale}`)}
                value={form.languagePercents[locale]}
                onChange={(value) =>
                  setForm({ ...form, languagePercents: { ...form.languagePercents, [locale]: value } })
                }
              />
            ))}
          </div>
        </fieldset>
        <InputField
          id="rehearsal-seed"
          label={t("console.rehearsal.form.seed")}
          hint={t("console.rehearsal.form.seedHint")}
          error={errorOf("rehearsal-seed")}
          maxLength={64}
          value={form.seed}
          onChange={(seed) => setForm({ ...form, seed })}
        />
        {run.error ? <InlineAlert>{errorMessage(run.error)}</InlineAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={run.isPending}>
            {t("console.rehearsal.form.run")}
          </Button>
          <p role="status" className="text-sm text-muted">
            {run.isPending ? t("console.rehearsal.form.running") : ""}
          </p>
        </div>
      </form>
      {run.data ? (
        <section aria-labelledby="rehearsal-report-title" className="flex flex-col gap-4">
          <h2 id="rehearsal-report-title" ref={reportHeading} tabIndex={-1} className="text-xl font-bold">
            {t("console.rehearsal.report.title")}
          </h2>
          <p className="text-sm" data-testid="rehearsal-summary">
            {t("console.rehearsal.report.summary", {
              fans: run.data.fans,
              arrival: t(ARRIVAL_KEYS[run.data.arrival]),
              seed: run.data.seed,
            })}
          </p>
          <RehearsalReport report={run.data} campaign={campaign} projectId={projectId} />
        </section>
      ) : null}
    </>
  );
}

"use client";

import { fillPath, OPERATOR_ROUTE, type OperatorCampaignView } from "@fanfare/protocol";
import { CsvDownloadLink, useOperatorTimeZone, withTimeZone } from "../csv-download-link";
import { GENERATED_CODE_KINDS } from "./generate-codes";
import { useBuilderTranslations } from "./use-builder-translations";

/** The kinds whose fans enter a code: the codes-used export has rows only for them. */
const CODE_KINDS: readonly string[] = ["SPECIFY_A_SINGLE_CODE", ...GENERATED_CODE_KINDS];

type ExportName = "claims" | "applicants" | "winners" | "codesUsed";
/** Each export's route and texts (keys written out, so the message check sees them used). */
const EXPORTS = {
  claims: {
    route: OPERATOR_ROUTE.operatorExportClaims,
    name: "console.exports.names.claims",
    hint: "console.exports.hints.claims",
  },
  applicants: {
    route: OPERATOR_ROUTE.operatorExportApplicants,
    name: "console.exports.names.applicants",
    hint: "console.exports.hints.applicants",
  },
  winners: {
    route: OPERATOR_ROUTE.operatorExportWinners,
    name: "console.exports.names.winners",
    hint: "console.exports.hints.winners",
  },
  codesUsed: {
    route: OPERATOR_ROUTE.operatorExportCodesUsed,
    name: "console.exports.names.codesUsed",
    hint: "console.exports.hints.codesUsed",
  },
} as const satisfies Record<ExportName, { route: { path: string }; name: string; hint: string }>;

/** The exports a campaign has: the draw's only for a lucky draw, codes used only with a code condition. */
export function campaignExports(campaign: Pick<OperatorCampaignView, "rewardKind" | "conditions">): ExportName[] {
  return [
    ...(campaign.rewardKind === "LUCKY_DRAW" ? (["applicants", "winners"] as const) : []),
    "claims",
    ...(campaign.conditions.some((c) => CODE_KINDS.includes(c.type)) ? (["codesUsed"] as const) : []),
  ];
}

/** An export's address, its times in `timeZone` (the API writes UTC without one). */
export function exportHref(name: ExportName, campaignId: string, timeZone: string | null): string {
  return withTimeZone(fillPath(EXPORTS[name].route.path, { campaignId }), timeZone);
}

/** A channel's members as CSV (for the console's channel pages), its times in `timeZone`. */
export function channelMembersExportHref(channelId: string, timeZone: string | null): string {
  return withTimeZone(fillPath(OPERATOR_ROUTE.operatorExportChannelMembers.path, { channelId }), timeZone);
}

/** The campaign's CSV downloads (each a `CsvDownloadLink`: streamed to disk, in the operator's zone). */
export function ExportsPanel({ campaign }: { campaign: OperatorCampaignView }) {
  const t = useBuilderTranslations();
  const timeZone = useOperatorTimeZone();

  return (
    <section
      aria-labelledby="campaign-exports-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-card p-4 lg:p-6"
    >
      <h2 id="campaign-exports-title" className="text-lg font-bold">
        {t("console.exports.title")}
      </h2>
      <p className="text-sm text-muted">{t("console.exports.lead", { zone: timeZone ?? "UTC" })}</p>
      <ul className="flex flex-col gap-3">
        {campaignExports(campaign).map((name) => (
          <li key={name} className="flex flex-col gap-1">
            <CsvDownloadLink path={fillPath(EXPORTS[name].route.path, { campaignId: campaign.id })}>
              {t("console.exports.download", { name: t(EXPORTS[name].name) })}
            </CsvDownloadLink>
            <span className="text-sm text-muted">{t(EXPORTS[name].hint)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

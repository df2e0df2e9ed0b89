"use client";

import {
  type CampaignMailPreview,
  type CampaignPageState,
  LOCALES,
  type Locale,
  type PreviewMailKind,
  previewPageStates,
} from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useState, useTransition } from "react";
import { useRouter } from "@/i18n/navigation";
import type { MessageKey } from "@/i18n/page-metadata";
import { ApiError } from "@/lib/api";
import { BackLink } from "../back-link";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { LocalizedName } from "../localized-name";
import { PreviewDataProvider } from "./preview-context";
import { parsePreviewState } from "./preview-state";

const STATE_KEYS = {
  ComingSoon: "console.preview.states.ComingSoon",
  NotCompletedConditionYet: "console.preview.states.NotCompletedConditionYet",
  RejectPermission: "console.preview.states.RejectPermission",
  HasNotHashtag: "console.preview.states.HasNotHashtag",
  NotClaim: "console.preview.states.NotClaim",
  AppliedPleaseWait: "console.preview.states.AppliedPleaseWait",
  Win: "console.preview.states.Win",
  Failed: "console.preview.states.Failed",
  LimitReached: "console.preview.states.LimitReached",
  Claimed: "console.preview.states.Claimed",
  DistributionExpired: "console.preview.states.DistributionExpired",
} as const satisfies Record<CampaignPageState, MessageKey>;

const MAIL_KEYS = {
  SIGN_IN: "console.preview.mails.kinds.SIGN_IN",
  DRAW_WIN: "console.preview.mails.kinds.DRAW_WIN",
  DRAW_FAILED: "console.preview.mails.kinds.DRAW_FAILED",
} as const satisfies Record<PreviewMailKind, MessageKey>;

/** The value of the state picker's first option: no state asked, the one a fan meets now. */
const NOW = "";

export type PreviewScreenProps = {
  projectId: string;
  campaignId: string;
  /** The previewed language (the `lang` of the address; the console's own language is the route's). */
  locale: Locale;
  state: CampaignPageState | undefined;
  /** The fan pages, in a NextIntlClientProvider of `locale` (the page's server component loads its messages). */
  fanPages: ReactNode;
};

/**
 * `/console/projects/[projectId]/campaigns/[campaignId]/preview`: the campaign as fans will see it, for
 * any publish status — the real fan pages (PreviewFanPages) in the language and page state picked here,
 * the claimed-success page with its effect, and the mails the campaign sends. Every role; it writes
 * nothing. Language and state live in the address, so a preview can be shared with a colleague.
 */
export function PreviewScreen({ projectId, campaignId, locale, state, fanPages }: PreviewScreenProps) {
  const t = useTranslations();
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [replays, setReplays] = useState(0);
  const languageId = useId();
  const stateId = useId();
  const preview = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaignPreview(campaignId, state ?? "now"),
    queryFn: ({ signal }) => consoleApi.previewCampaign(campaignId, state, signal),
    // The page shown stays until the next state's answer replaces it, rather than blinking to "loading".
    placeholderData: (previous) => previous,
  });
  // The states on offer depend on the campaign alone (its reward, its conditions).
  const offered = preview.data ? previewPageStates(preview.data) : [];
  const notFound = preview.error instanceof ApiError && preview.error.status === 404;

  const go = (next: { locale?: Locale; state?: CampaignPageState | undefined }) => {
    const query = new URLSearchParams({ lang: next.locale ?? locale });
    const nextState = "state" in next ? next.state : state;
    if (nextState) query.set("state", nextState);
    startTransition(() => {
      router.replace(`/console/projects/${projectId}/campaigns/${campaignId}/preview?${query}`, { scroll: false });
    });
  };

  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={`/console/projects/${projectId}/campaigns/${campaignId}`}>{t("console.preview.back")}</BackLink>
      <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
        {t("console.preview.title")}
        {preview.data ? (
          <>
            : <LocalizedName text={preview.data.title} />
          </>
        ) : null}
      </h1>
      <div
        role="note"
        data-testid="preview-banner"
        className="flex flex-col gap-1 rounded-xl border-2 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
      >
        <p className="font-bold">{t("console.preview.banner")}</p>
        <p className="text-sm">{t("console.preview.bannerLead")}</p>
      </div>

      <div className="flex flex-wrap gap-6">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={languageId} className="text-sm font-bold">
            {t("console.preview.language")}
          </label>
          <select
            id={languageId}
            value={locale}
            onChange={(event) => go({ locale: LOCALES.find((l) => l === event.target.value) ?? locale })}
            className="h-11 rounded-lg border-2 border-gray-500 bg-white px-3"
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={stateId} className="text-sm font-bold">
            {t("console.preview.state")}
          </label>
          <select
            id={stateId}
            value={state ?? NOW}
            onChange={(event) => go({ state: parsePreviewState(event.target.value) })}
            className="h-11 max-w-md rounded-lg border-2 border-gray-500 bg-white px-3"
          >
            <option value={NOW}>{t("console.preview.stateNow")}</option>
            {offered.map((s) => (
              <option key={s} value={s}>
                {t(STATE_KEYS[s])} ({s})
              </option>
            ))}
          </select>
        </div>
      </div>

      {notFound ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.preview.notFound")}
        </p>
      ) : (
        <ConsoleQueryState query={preview}>
          {(detail) => (
            <PreviewDataProvider
              value={{
                projectId,
                locale,
                detail,
                replays,
                onReplay: () => setReplays((n) => n + 1),
                labels: {
                  campaignPage: t("console.preview.campaignPage"),
                  claimedPage: t("console.preview.claimedPage"),
                  replay: t("console.preview.replay"),
                  noNft: t("console.preview.noNft"),
                },
              }}
            >
              <div className="flex flex-col gap-8">{fanPages}</div>
            </PreviewDataProvider>
          )}
        </ConsoleQueryState>
      )}

      {notFound ? null : <PreviewMails campaignId={campaignId} locale={locale} />}
    </section>
  );
}

/** Each mail the campaign can send, in the previewed language: subject, the HTML in a sealed frame, the text. */
function PreviewMails({ campaignId, locale }: { campaignId: string; locale: Locale }) {
  const t = useTranslations();
  const mails = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaignMailPreviews(campaignId, locale),
    queryFn: ({ signal }) => consoleApi.campaignMailPreviews(campaignId, locale, signal),
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-labelledby="preview-mails-title" className="flex flex-col gap-3" data-testid="preview-mails">
      <h2 id="preview-mails-title" className="text-lg font-bold">
        {t("console.preview.mails.title")}
      </h2>
      <p className="text-sm text-muted">{t("console.preview.mails.lead")}</p>
      <ConsoleQueryState query={mails}>
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-2">
            {data.mails.map((mail) => (
              <MailCard key={mail.kind} mail={mail} locale={locale} />
            ))}
          </div>
        )}
      </ConsoleQueryState>
    </section>
  );
}

function MailCard({ mail, locale }: { mail: CampaignMailPreview; locale: Locale }) {
  const t = useTranslations();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="preview-mail"
      data-kind={mail.kind}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-card p-4"
    >
      <h3 id={titleId} className="font-bold">
        {t(MAIL_KEYS[mail.kind])}
      </h3>
      <p className="text-sm">
        <span className="font-bold">{t("console.preview.mails.subject")}: </span>
        <span lang={locale}>{mail.subject}</span>
      </p>
      {/* No scripts, forms, navigation or same-origin access: the mail's HTML can only be looked at. */}
      <iframe
        sandbox=""
        srcDoc={mail.html}
        title={t("console.preview.mails.frame", { subject: mail.subject })}
        className="h-80 w-full rounded-lg border border-line bg-white"
      />
      <details>
        <summary className="cursor-pointer text-sm font-bold">{t("console.preview.mails.text")}</summary>
        <pre lang={locale} className="mt-2 text-sm break-words whitespace-pre-wrap">
          {mail.text}
        </pre>
      </details>
    </article>
  );
}

"use client";

import type { Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { localized } from "@/features/campaigns/localized-text";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Link } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { channelPath, contentPath } from "./channel-paths";
import { CONTENT_KIND_LABEL } from "./requirement-texts";
import { useChannelContents } from "./use-channels";

/** A refusal (not joined, requirements no longer met) with the way to the channel page that explains it. */
export function AccessRefused({
  error,
  projectId,
  channelId,
}: {
  error: unknown;
  projectId: string;
  channelId: string;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  return (
    <div className="flex flex-col gap-4">
      <InlineAlert>{errorMessage(error)}</InlineAlert>
      <ButtonLink href={channelPath(projectId, channelId)} fullWidth>
        {t("channels.backToChannel")}
      </ButtonLink>
    </div>
  );
}

/** `/projects/[projectId]/channels/[channelId]/contents`: the member's list of published contents. */
export function ContentsScreen({ projectId, channelId }: { projectId: string; channelId: string }) {
  const t = useTranslations();
  return (
    <Screen title={t("channels.contents")}>
      <ContentsBody projectId={projectId} channelId={channelId} />
      <ButtonLink href={channelPath(projectId, channelId)} variant="outlined" fullWidth>
        {t("channels.backToChannel")}
      </ButtonLink>
    </Screen>
  );
}

/** Refused, loading, none yet, or the list. */
function ContentsBody({ projectId, channelId }: { projectId: string; channelId: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const contents = useChannelContents(channelId);
  if (contents.error) return <AccessRefused error={contents.error} projectId={projectId} channelId={channelId} />;
  if (!contents.data) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("actions.loading")}
      </p>
    );
  }
  if (contents.data.contents.length === 0) return <p className="text-muted">{t("channels.noContents")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {contents.data.contents.map((item) => (
        <li key={item.id}>
          <Link
            href={contentPath(projectId, channelId, item.id)}
            className="flex flex-col gap-1 rounded-lg border border-line bg-card p-4 hover:bg-surface"
          >
            <span className="font-bold">{localized(item.title, locale)}</span>
            <span className="text-sm text-muted">
              {t(CONTENT_KIND_LABEL[item.kind])} · <LocalTime value={item.publishAt} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

"use client";

import { type ChannelMember, fillPath, OPERATOR_ROUTE } from "@fanfare/protocol";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { Cell, ConsoleTable } from "../console-table";
import { CsvDownloadLink } from "../csv-download-link";
import { CHANNEL_QUERY_KEYS, channelsApi } from "./channels-api";

/**
 * Who joined the channel, newest first, a page at a time. E-mails are masked: enough to recognise a fan
 * someone asks about; the full list is the members' CSV export, downloaded on purpose.
 */
export function MembersPanel({ channelId }: { channelId: string }) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const members = useInfiniteQuery({
    meta: { handlesErrors: true },
    queryKey: CHANNEL_QUERY_KEYS.members(channelId),
    queryFn: ({ pageParam, signal }) => channelsApi.listMembers(channelId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = members.data?.pages ?? [];
  const rows: ChannelMember[] = pages.flatMap((page) => page.members);
  const total = pages[0]?.total;

  return (
    <section aria-labelledby="channel-members-title" className="flex flex-col gap-3">
      <h2 id="channel-members-title" className="text-xl font-bold">
        {t("console.channels.members.title")}
      </h2>
      {total !== undefined ? (
        <p className="text-sm text-muted">{t("console.channels.members.total", { count: total })}</p>
      ) : null}
      <CsvDownloadLink path={fillPath(OPERATOR_ROUTE.operatorExportChannelMembers.path, { channelId })}>
        {t("console.channels.members.download")}
      </CsvDownloadLink>
      {members.error && !members.data ? <InlineAlert>{errorMessage(members.error)}</InlineAlert> : null}
      {members.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t("actions.loading")}
        </p>
      ) : null}
      {members.data && rows.length === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.channels.members.empty")}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ConsoleTable
          caption={t("console.channels.members.caption")}
          columns={[t("console.channels.members.columnFan"), t("console.channels.members.columnJoined")]}
        >
          {rows.map((member) => (
            <tr key={member.userId}>
              <Cell header>
                <span className="font-mono">{member.maskedEmail ?? t("console.channels.members.noEmail")}</span>
              </Cell>
              <Cell>
                <LocalTime value={member.joinedAt} />
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      ) : null}
      {members.error && members.data ? <InlineAlert>{errorMessage(members.error)}</InlineAlert> : null}
      {members.hasNextPage ? (
        <div>
          <Button
            variant="outlined"
            size="sm"
            disabled={members.isFetchingNextPage}
            onClick={() => void members.fetchNextPage()}
          >
            {t("console.channels.members.more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

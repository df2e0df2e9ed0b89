"use client";

import type { CaughtMail } from "@fanfare/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { ApiError, api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain mail text with its URLs made clickable (the text is never parsed as HTML). */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="wrap-break-word font-bold text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <>{parts}</>;
}

export function sortNewestFirst(mails: readonly CaughtMail[]): CaughtMail[] {
  return [...mails].sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
}

/** `/dev/mailbox`: the mails the local catcher received, for trying sign-in without real mail. */
export function MailboxScreen() {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const mailbox = useQuery({
    meta: { handlesErrors: true },
    queryKey: ["dev-mailbox"],
    queryFn: api.mailbox,
    // New mails show up by themselves; a failing mailbox is not polled.
    refetchInterval: (query) => (query.state.error ? false : 3000),
  });
  const isOff = mailbox.error instanceof ApiError && mailbox.error.status === 404;
  const mails = mailbox.data ? sortNewestFirst(mailbox.data.mails) : [];

  return (
    <Screen title={t("mailbox.title")} lead={t("mailbox.lead")}>
      <Button variant="outlined" size="sm" onClick={() => mailbox.refetch()} className="self-start">
        {t("mailbox.refresh")}
      </Button>
      {isOff ? <p>{t("mailbox.unavailable")}</p> : null}
      {mailbox.error && !isOff ? <InlineAlert>{errorMessage(mailbox.error)}</InlineAlert> : null}
      {mailbox.isSuccess && mails.length === 0 ? <p className="text-muted">{t("mailbox.empty")}</p> : null}
      <ol className="flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id}>
            <article className="flex flex-col gap-2 rounded-lg border-2 border-line p-4">
              <h2 className="font-bold break-words">{mail.subject}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
                <dt>{t("mailbox.to")}</dt>
                <dd className="wrap-break-word">{mail.to.join(", ")}</dd>
                <dt>{t("mailbox.from")}</dt>
                <dd className="wrap-break-word">{mail.from}</dd>
                <dt>{t("mailbox.received")}</dt>
                <dd>
                  <LocalTime value={mail.receivedAt} />
                </dd>
              </dl>
              <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
                <LinkifiedText text={mail.text} />
              </p>
            </article>
          </li>
        ))}
      </ol>
    </Screen>
  );
}

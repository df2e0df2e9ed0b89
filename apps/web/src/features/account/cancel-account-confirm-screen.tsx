"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";

const ERASED = [
  "cancelAccount.erased.email",
  "cancelAccount.erased.settings",
  "cancelAccount.erased.sessions",
] as const;
const KEPT = ["cancelAccount.kept.claims", "cancelAccount.kept.collectibles"] as const;

/** `/cancel-account/confirm`: what is erased and what stays, then the confirmation mail. */
export function CancelAccountConfirmScreen() {
  const t = useTranslations();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const request = useMutation({
    meta: { handlesErrors: true },
    mutationFn: api.requestCancel,
    onSuccess: () => router.push({ pathname: "/cancel-account/verify-email", query: { email: me.data?.email ?? "" } }),
  });

  return (
    <Screen title={t("cancelAccount.confirmTitle")} lead={t("cancelAccount.intro")}>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{t("cancelAccount.erasedHeading")}</h2>
        <ul className="list-disc space-y-1 ps-5 leading-relaxed">
          {ERASED.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">{t("cancelAccount.keptHeading")}</h2>
        <ul className="list-disc space-y-1 ps-5 leading-relaxed">
          {KEPT.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </div>
      {me.data ? (
        <p className="leading-relaxed">
          {t.rich("cancelAccount.mailNote", {
            email: me.data.email,
            strong: (chunks) => <strong className="wrap-break-word">{chunks}</strong>,
          })}
        </p>
      ) : null}
      <InlineAlert>{request.error ? errorMessage(request.error) : null}</InlineAlert>
      <div className="flex flex-col gap-3">
        <Button
          theme="black"
          size="lg"
          fullWidth
          disabled={!me.isSuccess || request.isPending}
          onClick={() => request.mutate()}
        >
          {request.isPending ? t("actions.sending") : t("cancelAccount.sendLink")}
        </Button>
        <ButtonLink href="/projects" variant="outlined" size="lg" fullWidth>
          {t("cancelAccount.keepAccount")}
        </ButtonLink>
      </div>
    </Screen>
  );
}

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { takeReturnTo } from "@/lib/return-to";
import { detectTimeZone } from "@/lib/time-zone";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";

/** `/accept-notification`: the news-mail opt-in of a new account (saved with the browser's time zone). */
export function AcceptNotificationScreen() {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const me = useSignedInUser();
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (acceptsNewsMail: boolean) => {
      return api.updateMe({ acceptsNewsMail, timeZone: detectTimeZone() });
    },
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      router.replace(takeReturnTo() ?? "/projects");
    },
  });

  const isBusy = !me.isSuccess || save.isPending;
  return (
    <Screen title={t("acceptNotification.title")} lead={t("acceptNotification.body")}>
      <InlineAlert>{save.error ? errorMessage(save.error) : null}</InlineAlert>
      <div className="flex flex-col gap-3">
        <Button size="lg" fullWidth disabled={isBusy} onClick={() => save.mutate(true)}>
          {t("acceptNotification.accept")}
        </Button>
        <Button size="lg" variant="outlined" fullWidth disabled={isBusy} onClick={() => save.mutate(false)}>
          {t("acceptNotification.decline")}
        </Button>
      </div>
    </Screen>
  );
}

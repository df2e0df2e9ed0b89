"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useRedirectToSignIn } from "@/hooks/use-signed-in-user";
import { api, isSignedOutError } from "@/lib/api";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";

/** `/cancel-account/verify-email`: "check your inbox", or with `?token=` the final, explicit confirmation. */
export function CancelAccountVerifyScreen({ token, email }: { token: string | null; email: string | null }) {
  const t = useTranslations();
  if (!token) {
    return (
      <Screen title={t("cancelAccount.checkInboxTitle")}>
        <p className="leading-relaxed">
          {email
            ? t.rich("cancelAccount.checkInboxBody", {
                email,
                strong: (chunks) => <strong className="wrap-break-word">{chunks}</strong>,
              })
            : t("cancelAccount.checkInboxBodyNoAddress")}
        </p>
        <ButtonLink href="/projects" variant="outlined" size="lg" fullWidth>
          {t("actions.backToProjects")}
        </ButtonLink>
      </Screen>
    );
  }
  return <FinalConfirmation token={token} />;
}

function FinalConfirmation({ token }: { token: string }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const redirectToSignIn = useRedirectToSignIn();
  const cancel = useMutation({
    // Shows refusals itself and sends a signed-out visitor to sign in with this page to come back to.
    meta: { handlesErrors: true, handlesSignedOut: true },
    mutationFn: () => api.verifyCancel(token),
    // The session is gone with the account: nothing cached about the user may survive.
    onSuccess: () => queryClient.clear(),
    onError: (error) => {
      if (isSignedOutError(error)) redirectToSignIn();
    },
  });

  if (cancel.isSuccess) {
    return (
      <Screen title={t("cancelAccount.goodbyeTitle")} lead={t("cancelAccount.goodbyeBody")}>
        <ButtonLink href="/" size="lg" fullWidth>
          {t("cancelAccount.toLogin")}
        </ButtonLink>
      </Screen>
    );
  }

  return (
    <Screen title={t("cancelAccount.finalTitle")} lead={t("cancelAccount.finalBody")}>
      <InlineAlert>{cancel.error && !isSignedOutError(cancel.error) ? errorMessage(cancel.error) : null}</InlineAlert>
      <div className="flex flex-col gap-3">
        <Button theme="black" size="lg" fullWidth disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t("cancelAccount.finalButton")}
        </Button>
        <ButtonLink href="/projects" variant="outlined" size="lg" fullWidth>
          {t("cancelAccount.keepAccount")}
        </ButtonLink>
      </div>
    </Screen>
  );
}

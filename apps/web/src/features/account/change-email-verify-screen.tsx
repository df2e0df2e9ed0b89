"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { createOneTimeRequest, useOneTimeRequest } from "@/hooks/use-one-time-request";
import { useRedirectToSignIn } from "@/hooks/use-signed-in-user";
import { api, isSignedOutError } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";

const verifyEmailChange = createOneTimeRequest(api.verifyEmailChange);

/** `/change-email/verify-email`: "check the new inbox", or with `?token=` the link that confirms the change. */
export function ChangeEmailVerifyScreen({ token, email }: { token: string | null; email: string | null }) {
  const t = useTranslations();
  if (!token) {
    return (
      <Screen title={t("changeEmail.verifyTitle")}>
        <p className="leading-relaxed">
          {email
            ? t.rich("changeEmail.verifyBody", {
                email,
                strong: (chunks) => <strong className="wrap-break-word">{chunks}</strong>,
              })
            : t("changeEmail.verifyBodyNoAddress")}
        </p>
        <ButtonLink href="/projects" variant="outlined" size="lg" fullWidth>
          {t("actions.backToProjects")}
        </ButtonLink>
      </Screen>
    );
  }
  return <ConfirmEmailChange token={token} />;
}

function ConfirmEmailChange({ token }: { token: string }) {
  const t = useTranslations();
  const redirectToSignIn = useRedirectToSignIn();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const state = useOneTimeRequest(token, verifyEmailChange);
  const isSignedOut = state?.status === "error" && isSignedOutError(state.error);

  useEffect(() => {
    if (state?.status === "success") queryClient.setQueryData(ME_QUERY_KEY, state.data.user);
  }, [state, queryClient]);

  useEffect(() => {
    // The link opened where the visitor is not signed in: sign in first, then come back to it.
    if (isSignedOut) redirectToSignIn();
  }, [isSignedOut, redirectToSignIn]);

  if (state?.status === "success") {
    return (
      <Screen title={t("changeEmail.successTitle")}>
        <p className="leading-relaxed">
          {t.rich("changeEmail.successBody", {
            email: state.data.user.email,
            strong: (chunks) => <strong className="wrap-break-word">{chunks}</strong>,
          })}
        </p>
        <ButtonLink href="/projects" size="lg" fullWidth>
          {t("actions.backToProjects")}
        </ButtonLink>
      </Screen>
    );
  }

  if (state?.status === "error" && !isSignedOut) {
    return (
      <Screen title={t("changeEmail.failedTitle")}>
        <InlineAlert>{errorMessage(state.error)}</InlineAlert>
        <ButtonLink href="/change-email/enter-email" size="lg" fullWidth>
          {t("changeEmail.startAgain")}
        </ButtonLink>
      </Screen>
    );
  }

  return (
    <Screen title={t("changeEmail.confirmTitle")}>
      <p role="status" className="text-muted">
        {t("changeEmail.verifying")}
      </p>
    </Screen>
  );
}

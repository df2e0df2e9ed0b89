"use client";

import type { SignInResponse } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { createOneTimeRequest, useOneTimeRequest } from "@/hooks/use-one-time-request";
import { useRouter } from "@/i18n/navigation";
import { ApiError, api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { useFinishSignIn } from "./use-finish-sign-in";

const verifySignInLink = createOneTimeRequest(api.verifySignInLink);

/** Where a refused link leads: an expired one can be asked for again, the others cannot be used at all. */
export function pageForLinkError(error: unknown): "/email-expired" | "/email-confirm-error" | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "user-E2004") return "/email-expired";
  if (error.code === "user-E2006" || error.code === "user-E2008" || error.code === "request-E1000") {
    return "/email-confirm-error";
  }
  return null;
}

/** `/confirm-email?token=…`: the link of the sign-in mail. Spends the token with a POST, then moves on. */
export function ConfirmEmailScreen({ token }: { token: string }) {
  const t = useTranslations();
  const router = useRouter();
  const finishSignIn = useFinishSignIn();
  const errorMessage = useErrorMessage();
  const state = useOneTimeRequest<SignInResponse>(token, verifySignInLink);

  useEffect(() => {
    if (state?.status === "success") {
      finishSignIn(state.data);
    } else if (state?.status === "error") {
      const page = pageForLinkError(state.error);
      if (page) router.replace(page);
    }
  }, [state, finishSignIn, router]);

  const failure = state?.status === "error" && !pageForLinkError(state.error) ? state.error : null;

  return (
    <Screen title={t("confirmEmail.title")}>
      {failure ? (
        <>
          <InlineAlert>{errorMessage(failure)}</InlineAlert>
          {/* A reload starts a fresh page, which may send the token again. */}
          <Button size="lg" fullWidth onClick={() => window.location.reload()}>
            {t("actions.retry")}
          </Button>
        </>
      ) : (
        <p role="status" className="text-muted">
          {t("confirmEmail.verifying")}
        </p>
      )}
    </Screen>
  );
}

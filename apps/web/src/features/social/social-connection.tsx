"use client";

import type { ConditionView, SocialProvider } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { errorText } from "@/hooks/error-text";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { providerView } from "./providers/registry";

export const socialAccountsKey = ["social-accounts"] as const;

export function useSocialAccounts(enabled = true) {
  return useQuery({
    queryKey: socialAccountsKey,
    queryFn: ({ signal }) => api.socialAccounts(signal),
    enabled,
    meta: { handlesErrors: true },
  });
}

/** The provider's redirect back lands here with `?social=…&result=connected|error&code=…`. */
export function useConnectResult(): { connected: boolean; errorCode: string | null } {
  const params = useSearchParams();
  const t = useTranslations();
  const code = params.get("code");
  // Only a code this web can say something about (it came in the URL): errorText says which.
  const known = params.get("result") === "error" && code !== null && errorText(t, code) !== null;
  return { connected: params.get("result") === "connected", errorCode: known ? code : null };
}

/** The code a provider's "Deny" comes back with (its view says which). */
export function deniedCode(provider: SocialProvider): string {
  return providerView(provider).deniedCode;
}

/**
 * The fan's account at the provider a condition needs: connected (with its name, and a way to unlink
 * it), or a button that starts the authorization (state + PKCE kept by the API) and leaves for the
 * provider's consent page. A refused permission or an ended grant shows why and offers to connect
 * again. Back from the provider, focus starts on the outcome so it is read first.
 */
export function SocialConnection({
  campaignId,
  condition,
  provider,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id" | "social">;
  provider: SocialProvider;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const accounts = useSocialAccounts();
  const result = useConnectResult();
  const name = providerView(provider).name;
  const headingId = useId();
  const outcome = useRef<HTMLDivElement>(null);
  const connect = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.startSocialConnect(campaignId, condition.id, window.location.pathname),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
  const unlink = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.unlinkSocialAccount(provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialAccountsKey }),
  });
  const cameBack = result.connected || result.errorCode !== null;
  useEffect(() => {
    if (cameBack && !accounts.isPending) outcome.current?.focus();
  }, [cameBack, accounts.isPending]);

  if (accounts.isPending) return <p className="text-sm text-muted">{t("social.checking")}</p>;
  const entry = accounts.data?.providers.find((p) => p.provider === provider);
  if (!entry) return <InlineAlert>{t("social.notAvailable", { provider: name })}</InlineAlert>;
  const account = entry.account;
  const refused = Boolean(condition.social?.permissionRejected) || result.errorCode === deniedCode(provider);
  const isActive = account?.status === "ACTIVE" && !condition.social?.permissionRejected && !unlink.isSuccess;
  const problem = [
    result.errorCode && result.errorCode !== deniedCode(provider)
      ? t(`errors.${result.errorCode}` as "errors.server-E5000")
      : null,
    refused ? t("social.permissionRejected", { provider: name }) : null,
    account?.status === "RECONNECT" && !refused ? t("errors.socialAccount-E2001") : null,
  ].filter(Boolean);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 id={headingId} className="font-bold">
        {t("social.accountLabel", { provider: name })}
      </h2>
      <div ref={outcome} tabIndex={-1} className="flex flex-col gap-3 outline-none empty:hidden">
        {problem.length > 0 ? <InlineAlert>{problem.join(" ")}</InlineAlert> : null}
        {isActive ? (
          <p role="status" className="flex flex-col leading-relaxed">
            {result.connected ? <span className="font-bold">{t("social.connected", { provider: name })}</span> : null}
            <span>{t("social.connectedAs", { provider: name, name: account.displayName })}</span>
          </p>
        ) : null}
      </div>
      {isActive ? (
        <>
          <Button
            variant="link"
            size="auto"
            className="min-h-11 self-start"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            {t("social.unlink", { provider: name })}
          </Button>
          <InlineAlert>{unlink.error ? errorMessage(unlink.error) : null}</InlineAlert>
        </>
      ) : (
        <>
          {unlink.isSuccess ? (
            <p role="status" className="text-sm">
              {t("social.unlinked", { provider: name })}
            </p>
          ) : null}
          <p className="text-sm leading-relaxed">{t("social.connectHint", { provider: name })}</p>
          <Button
            size="lg"
            fullWidth
            onClick={() => connect.mutate()}
            disabled={connect.isPending || connect.isSuccess}
          >
            {account || refused ? t("social.reconnect", { provider: name }) : t("social.connect", { provider: name })}
          </Button>
          <InlineAlert>{connect.error ? errorMessage(connect.error) : null}</InlineAlert>
        </>
      )}
    </section>
  );
}

export function isConnected(
  accounts: ReturnType<typeof useSocialAccounts>["data"],
  provider: SocialProvider,
  condition: Pick<ConditionView, "social">,
): boolean {
  const account = accounts?.providers.find((p) => p.provider === provider)?.account;
  return account?.status === "ACTIVE" && !condition.social?.permissionRejected;
}

"use client";

import type { SocialAccountList, SocialProvider } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useAppToasts } from "@/hooks/use-app-toasts";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Modal } from "@/ui/modal";
import { providerView } from "./providers/registry";
import { socialAccountsKey, useSocialAccounts } from "./social-connection";

/** The anchor the projects page's account actions link to (`/wallet#connected-accounts`). */
export const CONNECTED_ACCOUNTS_ANCHOR = "connected-accounts";

type ProviderEntry = SocialAccountList["providers"][number];
type AccountState = "connected" | "reconnect" | "notConnected";

const STATE_TEXTS: Record<
  AccountState,
  "connectedAccounts.state.connected" | "connectedAccounts.state.reconnect" | "connectedAccounts.state.notConnected"
> = {
  connected: "connectedAccounts.state.connected",
  reconnect: "connectedAccounts.state.reconnect",
  notConnected: "connectedAccounts.state.notConnected",
};

const STATE_STYLE: Record<AccountState, string> = {
  connected: "bg-green-100 text-green-900",
  reconnect: "bg-amber-100 text-amber-900",
  notConnected: "bg-gray-100 text-gray-800",
};

function stateOf(entry: ProviderEntry): AccountState {
  if (!entry.account) return "notConnected";
  return entry.account.status === "ACTIVE" ? "connected" : "reconnect";
}

/**
 * Every music and social provider this deployment offers (the API leaves unconfigured ones out) with the
 * fan's account on it: connected (name, since when, Disconnect after a confirmation), connection ended
 * ("reconnect needed": the grant was revoked or could not be refreshed), or not connected. Connecting
 * needs the campaign mission that asks for the account (its scopes and its page to come back to), so it
 * stays on the condition pages; this list is where a fan sees and removes what they connected.
 */
export function ConnectedAccounts({ enabled = true }: { enabled?: boolean }) {
  const t = useTranslations();
  const toasts = useAppToasts();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const accounts = useSocialAccounts(enabled);
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<SocialProvider | null>(null);
  // After a disconnection the row's button is gone: the fan continues from the section's heading. In an
  // effect of the render that closes the dialog, so it comes after the dialog gives focus back.
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (!focusHeading || confirming !== null) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading, confirming]);
  const disconnect = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (provider: SocialProvider) => api.unlinkSocialAccount(provider),
    onSuccess: (_, provider) => toasts.socialAccountDisconnected(providerView(provider).name),
    // Also after a refusal (e.g. socialAccount-E2004, already gone in another tab): the list catches up.
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialAccountsKey }),
  });

  const providers = accounts.data?.providers;
  // Opened at `#connected-accounts`: the browser scrolled there before the wallet's sections above had
  // loaded and pushed this one down; once the list is here, bring it into view (once).
  const section = useRef<HTMLElement>(null);
  const hasList = providers !== undefined;
  const broughtIntoView = useRef(false);
  useEffect(() => {
    if (!hasList || broughtIntoView.current) return;
    broughtIntoView.current = true;
    if (window.location.hash === `#${CONNECTED_ACCOUNTS_ANCHOR}`) section.current?.scrollIntoView({ block: "start" });
  }, [hasList]);

  // Nothing configured on this deployment: nothing to show.
  if (providers?.length === 0) return null;
  const confirmingAccount = providers?.find((entry) => entry.provider === confirming)?.account ?? null;

  const confirm = (provider: SocialProvider) => {
    disconnect.mutate(provider, {
      onSuccess: () => setFocusHeading(true),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section
      ref={section}
      id={CONNECTED_ACCOUNTS_ANCHOR}
      aria-labelledby="connected-accounts-heading"
      className="flex scroll-mt-4 flex-col gap-3"
    >
      <h2 id="connected-accounts-heading" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {t("connectedAccounts.heading")}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{t("connectedAccounts.lead")}</p>
      {accounts.error ? <InlineAlert>{errorMessage(accounts.error)}</InlineAlert> : null}
      {!providers && !accounts.error ? (
        <p role="status" className="text-sm text-muted">
          {t("actions.loading")}
        </p>
      ) : null}
      {providers ? (
        <ul className="flex flex-col gap-3" aria-labelledby="connected-accounts-heading">
          {providers.map((entry) => {
            const { name, colour } = providerView(entry.provider);
            const state = stateOf(entry);
            return (
              <li
                key={entry.provider}
                data-testid={`connected-account-${entry.provider.toLowerCase()}`}
                data-state={state}
                className="flex flex-col gap-2 rounded-xl border border-line p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="flex items-center gap-2 font-bold">
                    <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: colour }} />
                    {name}
                  </h3>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATE_STYLE[state]}`}>
                    {t(STATE_TEXTS[state])}
                  </span>
                </div>
                {entry.account ? (
                  <>
                    <p className="text-sm wrap-break-word">
                      {t("connectedAccounts.signedInAs", { name: entry.account.displayName })}
                    </p>
                    <p className="text-xs text-muted">
                      {t("connectedAccounts.connectedAt")} <LocalTime value={entry.account.connectedAt} />
                    </p>
                    {state === "reconnect" ? (
                      <p className="text-sm leading-relaxed">
                        {t("connectedAccounts.reconnectHint", { provider: name })}
                      </p>
                    ) : null}
                    <Button
                      variant="outlined"
                      theme="secondary"
                      size="sm"
                      disabled={disconnect.isPending}
                      onClick={() => {
                        disconnect.reset();
                        setConfirming(entry.provider);
                      }}
                    >
                      {t("connectedAccounts.disconnect", { provider: name })}
                    </Button>
                  </>
                ) : (
                  <p className="text-sm leading-relaxed text-muted">
                    {t("connectedAccounts.notConnectedHint", { provider: name })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <InlineAlert>{disconnect.error ? errorMessage(disconnect.error) : null}</InlineAlert>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t("connectedAccounts.confirm.title", { provider: providerView(confirming).name }) : null}
      >
        {confirming ? (
          <>
            <p className="leading-relaxed">
              {t("connectedAccounts.confirm.body", {
                provider: providerView(confirming).name,
                name: confirmingAccount?.displayName ?? "",
              })}
            </p>
            <p className="text-sm leading-relaxed text-muted">
              {t("connectedAccounts.confirm.atProvider", { provider: providerView(confirming).name })}
            </p>
            <div className="flex flex-col gap-2">
              <Button theme="black" fullWidth disabled={disconnect.isPending} onClick={() => confirm(confirming)}>
                {disconnect.isPending ? t("connectedAccounts.disconnecting") : t("connectedAccounts.confirm.action")}
              </Button>
              <Button variant="outlined" fullWidth onClick={() => setConfirming(null)}>
                {t("connectedAccounts.confirm.cancel")}
              </Button>
            </div>
          </>
        ) : null}
      </Modal>
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { CopyButton } from "@/ui/copy-button";
import { WebWalletIcon } from "@/ui/icons/web-wallet-icon";
import { InlineAlert } from "@/ui/inline-alert";
import type { useWebWalletSession } from "./use-web-wallet";

/** The built-in web wallet: its address (copyable) and what it is. */
export function WebWalletCard({ session }: { session: ReturnType<typeof useWebWalletSession> }) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  return (
    <section aria-labelledby="web-wallet-heading" className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h2 id="web-wallet-heading" className="flex items-center gap-2 text-lg font-bold">
        <span className="text-primary">
          <WebWalletIcon />
        </span>
        {t("wallet.webWallet.heading")}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{t("wallet.webWallet.about")}</p>
      {session.data ? (
        <div className="flex items-center gap-1 rounded-lg bg-surface px-3 py-1">
          <span className="flex-1 font-mono text-sm break-all" data-testid="web-wallet-address">
            <span className="sr-only">{t("wallet.address")}: </span>
            {session.data.address}
          </span>
          <CopyButton value={session.data.address} label={t("wallet.copyAddress")} />
        </div>
      ) : null}
      {!session.data && session.error ? <InlineAlert>{errorMessage(session.error)}</InlineAlert> : null}
      {!session.data && !session.error ? (
        <p role="status" className="text-sm text-muted">
          {t("wallet.webWallet.opening")}
        </p>
      ) : null}
    </section>
  );
}

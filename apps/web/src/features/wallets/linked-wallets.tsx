"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAppToasts } from "@/hooks/use-app-toasts";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Skeleton, SkeletonBlock } from "@/ui/skeleton";
import { chainName } from "./chains";
import { WALLETS_QUERY_KEY } from "./use-link-wallet";
import { WalletKindIcon } from "./wallet-kind-icon";

export function useLinkedWallets(enabled: boolean) {
  return useQuery({
    queryKey: WALLETS_QUERY_KEY,
    queryFn: ({ signal }) => api.listWallets(signal),
    enabled,
    meta: { handlesErrors: true },
  });
}

/** The external wallets the fan proved are theirs (SIWE), each with a way to unlink it. */
export function LinkedWallets({ wallets }: { wallets: ReturnType<typeof useLinkedWallets> }) {
  const t = useTranslations();
  const toasts = useAppToasts();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const unlink = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (address: string) => api.unlinkWallet(address),
    onSuccess: () => {
      toasts.walletUnlinked();
      return queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
    },
  });

  return (
    <section aria-labelledby="linked-wallets-heading" className="flex flex-col gap-3">
      <h2 id="linked-wallets-heading" className="text-lg font-bold">
        {t("wallet.linked.heading")}
      </h2>
      {wallets.error ? <InlineAlert>{errorMessage(wallets.error)}</InlineAlert> : null}
      {!wallets.data && !wallets.error ? (
        <Skeleton label={t("actions.loading")}>
          <SkeletonBlock className="h-28 w-full rounded-xl" />
        </Skeleton>
      ) : null}
      {wallets.data?.linked.length === 0 ? <p className="text-sm text-muted">{t("wallet.linked.none")}</p> : null}
      {wallets.data && wallets.data.linked.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="linked-wallets">
          {wallets.data.linked.map((wallet) => (
            <li key={wallet.address} className="flex flex-col gap-2 rounded-xl border border-line p-3">
              <span className="flex items-center gap-2 text-sm font-bold">
                <WalletKindIcon kind={wallet.connector} size={20} />
                {wallet.connector}
                <span className="font-normal text-muted">· {chainName(wallet.chainId) ?? wallet.chainId}</span>
              </span>
              <span className="font-mono text-sm break-all">{wallet.address}</span>
              <span className="text-xs text-muted">
                {t("wallet.linked.linkedAt")} <LocalTime value={wallet.linkedAt} />
              </span>
              <Button
                variant="outlined"
                theme="secondary"
                size="sm"
                disabled={unlink.isPending}
                aria-label={t("wallet.linked.unlinkLabel", { address: wallet.address })}
                onClick={() => unlink.mutate(wallet.address)}
              >
                {t("wallet.linked.unlink")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <InlineAlert>{unlink.error ? errorMessage(unlink.error) : null}</InlineAlert>
    </section>
  );
}

"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";

/**
 * NFT_OWN_UNLIMITED: says what the fan must hold and asks the server to check it on the chain. Only
 * wallets the fan proved (linked by signing, or their web wallet) count, so there is nothing to type.
 */
export function NftOwnForm({
  campaignId,
  condition,
  onCompleted,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id" | "nftOwn">;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const verify = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.completeCondition(campaignId, condition.id, "verify", {}),
    onSuccess: onCompleted,
  });
  const nftOwn = condition.nftOwn;
  const isContract = nftOwn?.source === "FROM_SPECIFY_CONTRACT_ADDRESS";

  return (
    <div className="flex flex-col gap-4">
      <p className="leading-relaxed">{isContract ? t("nftOwnForm.leadContract") : t("nftOwnForm.lead")}</p>
      {isContract && nftOwn?.contractAddress ? (
        <p className="break-all rounded-lg border border-line bg-card px-4 py-3 font-mono text-sm">
          {t("nftOwnForm.contract", { address: nftOwn.contractAddress, chainId: String(nftOwn.chainId ?? "") })}
        </p>
      ) : null}
      {nftOwn && nftOwn.minimumCount > 1 ? (
        <p className="font-bold">{t("nftOwnForm.minimum", { count: nftOwn.minimumCount })}</p>
      ) : null}
      <p className="text-sm text-muted">{t("nftOwnForm.wallets")}</p>
      <InlineAlert>{verify.error ? errorMessage(verify.error) : null}</InlineAlert>
      <Button size="lg" fullWidth disabled={verify.isPending} onClick={() => verify.mutate()}>
        {verify.isPending ? t("nftOwnForm.verifying") : t("nftOwnForm.verify")}
      </Button>
    </div>
  );
}
